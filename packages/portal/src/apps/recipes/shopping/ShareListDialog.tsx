import { useState } from 'react';
import { Button, Checkbox, Dialog, Inline, Stack, TextField } from '@lcars/ui';
import { getUserDirectory } from '@lcars/contract';
import type { ShoppingList } from '@lcars/contract/recipes';
import { toastSuccess, useLoad } from '../../../kit';
import { useSessionStore } from '../../../core/stores/session';
import * as recipeStyles from '../recipes.css';
import { shoppingApi } from './shoppingApi';

/** The owner's choice of who shares a list (the household): they see it, add to it and tick it. */
export function ShareListDialog({
  list,
  onClose,
}: {
  list: ShoppingList;
  onClose: (saved: ShoppingList | null) => void;
}) {
  const users = useLoad(getUserDirectory, {});
  const me = useSessionStore((state) => state.accountContext?.profile.userId);
  const [chosen, setChosen] = useState<number[]>(list.sharedUsers);
  const [filter, setFilter] = useState('');
  const others = (users.data?.records ?? []).filter(
    (user) =>
      user.id !== me &&
      user.id !== list.ownerId &&
      `${user.userName} ${user.displayName}`.toLowerCase().includes(filter.trim().toLowerCase()),
  );
  const save = async () => {
    const saved = await shoppingApi.save({ id: list.id, title: list.title, sharedUsers: chosen });
    if (!saved) return;
    toastSuccess(
      `The shopping list ${list.title} is shared with ${chosen.length} ${chosen.length === 1 ? 'user' : 'users'}.`,
    );
    onClose(saved);
  };
  return (
    <Dialog
      title={`Share ${list.title}`}
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose(null);
      }}
      actions={
        <Inline space="md" alignY="end">
          <Button onPress={() => onClose(null)}>Cancel</Button>
          <Button variant="primary" onPress={() => void save()}>
            Save sharing
          </Button>
        </Inline>
      }
    >
      <Stack>
        <p className={recipeStyles.muted}>
          The people you share it with see the list, add to it and tick items off. Only you rename, share or
          delete it.
        </p>
        <TextField label="Find a user" type="search" value={filter} onChange={setFilter} />
        <div role="group" aria-label="Shared with">
          {others.map((user) => (
            <Checkbox
              key={user.id}
              value={chosen.includes(user.id)}
              onChange={(checked) =>
                setChosen(checked ? [...chosen, user.id] : chosen.filter((shared) => shared !== user.id))
              }
            >
              {user.displayName !== '' && user.displayName !== user.userName
                ? `${user.displayName} (${user.userName})`
                : user.userName}
            </Checkbox>
          ))}
        </div>
      </Stack>
    </Dialog>
  );
}
