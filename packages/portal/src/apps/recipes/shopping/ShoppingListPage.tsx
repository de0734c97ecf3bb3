import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button, Checkbox, IconButton, Inline, Spinner, TextField } from '@lcars/ui';
import type { ShoppingItem, ShoppingList } from '@lcars/contract/recipes';
import { confirmDialog } from '../../../shell/confirm';
import { toastSuccess } from '../../../kit';
import { RECIPE_BASE, RecipeHeader, useRecipesOffline } from '../components/shared';
import * as recipeStyles from '../recipes.css';
import { ShareDialog } from '../components/ShareDialog';
import { shoppingApi } from './shoppingApi';
import {
  mayReachServer,
  recordTick,
  syncList,
  useShoppingSyncStore,
  watchForReconnect,
} from './shoppingSync';
import * as styles from './shopping.css';

/** /recipe/shopping/{id}: a list to tick off in the shop, offline too (ticks sync when the network is back). */
export function ShoppingListPage() {
  const id = Number(useParams().id);
  return <ShoppingListView key={id} id={id} />;
}

function ItemRow({
  item,
  onTick,
  onRemove,
}: {
  item: ShoppingItem;
  onTick: (checked: boolean) => void;
  onRemove?: (() => void) | undefined;
}) {
  return (
    <li className={`${styles.item} ${item.checked ? styles.ticked : ''}`}>
      <Checkbox
        value={item.checked}
        onChange={onTick}
        aria-label={`${item.name}${item.amount ? `, ${item.amount}` : ''}`}
      >
        <span className={styles.itemText}>
          <strong>
            {item.name}
            {item.amount !== '' && <span className={styles.amount}> · {item.amount}</span>}
          </strong>
          {item.sources !== '' && <span className={styles.sources}>for {item.sources}</span>}
        </span>
      </Checkbox>
      {onRemove && (
        <IconButton label={`Remove ${item.name}`} onPress={onRemove}>
          <span aria-hidden>✕</span>
        </IconButton>
      )}
    </li>
  );
}

function ShoppingListView({ id }: { id: number }) {
  const navigate = useNavigate();
  const offline = useRecipesOffline();
  const [list, setList] = useState<ShoppingList | null | undefined>(undefined);
  const [fromDevice, setFromDevice] = useState(false);
  const [name, setName] = useState('');
  const [amount, setAmount] = useState('');
  const [sharing, setSharing] = useState(false);
  const pending = useShoppingSyncStore((state) => state.pending[id] ?? 0);
  const syncing = useShoppingSyncStore((state) => state.syncing);

  useEffect(() => {
    let live = true;
    const load = () =>
      void shoppingApi.get(id).then((read) => {
        if (!live) return;
        setList(read.list);
        setFromDevice(read.fromDevice);
      });
    load();
    // Back online (or out of offline mode): the waiting ticks are sent, then the list is read again.
    const stop = watchForReconnect(load);
    return () => {
      live = false;
      stop();
    };
  }, [id]);

  if (list === undefined) return <Spinner label="Loading the shopping list" size="lg" />;
  if (list === null)
    return (
      <>
        <RecipeHeader title="Shopping list not found" />
        <Link to={`${RECIPE_BASE}/shopping`} className={recipeStyles.link}>
          Back to the shopping lists
        </Link>
      </>
    );

  const tick = async (item: ShoppingItem, checked: boolean) => {
    const local = await recordTick(list.id, item.id, checked);
    if (local) setList(local);
    if (!mayReachServer()) return;
    const synced = await syncList(list.id);
    if (synced) {
      setList(synced);
      setFromDevice(false);
    }
  };
  const changeOnline = (answer: ShoppingList | undefined) => {
    if (answer) setList(answer);
  };
  const add = async () => {
    if (name.trim() === '') return;
    const answer = await shoppingApi.addItem(list.id, name, amount);
    if (!answer) return;
    setList(answer);
    setName('');
    setAmount('');
  };
  const remove = async () => {
    if (!(await confirmDialog({ text: `delete the shopping list ${list.title}` }))) return;
    if (!(await shoppingApi.remove(list.id))) return;
    toastSuccess(`The shopping list ${list.title} was deleted.`);
    void navigate(`${RECIPE_BASE}/shopping`);
  };

  const editable = !offline && !fromDevice;
  const open = list.items.filter((item) => !item.checked);
  const done = list.items.filter((item) => item.checked);
  const row = (item: ShoppingItem) => (
    <ItemRow
      key={item.id}
      item={item}
      onTick={(checked) => void tick(item, checked)}
      onRemove={editable ? () => void shoppingApi.removeItem(list.id, item.id).then(changeOnline) : undefined}
    />
  );

  return (
    <>
      <RecipeHeader
        title={list.title}
        actions={
          <>
            <Link to={`${RECIPE_BASE}/shopping`} className={recipeStyles.link}>
              Lists
            </Link>
            {editable && list.isOwner && <Button onPress={() => setSharing(true)}>Share</Button>}
            {editable && list.isOwner && <Button onPress={() => void remove()}>Delete list</Button>}
          </>
        }
      />
      <p className={styles.status} role="status">
        {syncing
          ? 'Syncing ticks…'
          : pending > 0
            ? `${pending} ${pending === 1 ? 'tick' : 'ticks'} waiting to sync.`
            : fromDevice || offline
              ? 'Showing the copy kept on this device.'
              : 'All ticks synced.'}
        {!list.isOwner && ` Shared by ${list.ownerName}.`}
      </p>
      {editable && (
        <form
          className={styles.addRow}
          onSubmit={(event) => {
            event.preventDefault();
            void add();
          }}
        >
          <TextField label="Item" value={name} onChange={setName} />
          <TextField label="Amount" value={amount} onChange={setAmount} />
          <Button type="submit">Add item</Button>
        </form>
      )}
      {list.items.length === 0 && (
        <p className={recipeStyles.muted}>
          Nothing on this list yet: add an item, or open a recipe and choose Add to shopping list.
        </p>
      )}
      <ul className={styles.items} aria-label="To buy">
        {open.map(row)}
      </ul>
      {done.length > 0 && (
        <>
          <Inline space="md" alignY="center">
            <h2 className={recipeStyles.groupTitle}>In the basket ({done.length})</h2>
            {editable && (
              <Button onPress={() => void shoppingApi.clearChecked(list.id).then(changeOnline)}>
                Clear ticked
              </Button>
            )}
          </Inline>
          <ul className={styles.items} aria-label="In the basket">
            {done.map(row)}
          </ul>
        </>
      )}
      {sharing && (
        <ShareDialog
          shared={{
            title: list.title,
            ownerId: list.ownerId,
            sharedUsers: list.sharedUsers,
            save: (sharedUsers) => shoppingApi.save({ id: list.id, title: list.title, sharedUsers }),
            explanation:
              'The people you share it with see the list, add to it and tick items off. Only you rename, share or delete it.',
          }}
          onClose={(saved) => {
            setSharing(false);
            if (saved) setList(saved);
          }}
        />
      )}
    </>
  );
}
