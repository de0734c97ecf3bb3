import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Dialog, Inline, Select, Spinner, Stack, TextField } from '@lcars/ui';
import type { Recipe, ShoppingListSummary } from '@lcars/contract/recipes';
import { toastSuccess } from '../../../kit';
import { RECIPE_BASE } from '../components/shared';
import { servingsText } from '../recipeText';
import * as recipeStyles from '../recipes.css';
import { shoppingApi } from './shoppingApi';

const NEW_LIST = 'new';

/**
 * The recipe view's "Add to shopping list": the ingredients for the servings shown (the server scales them from
 * the recipe's own amounts) go to a list the user picks, or to a new one.
 */
export function AddToShoppingList({ recipe, servings }: { recipe: Recipe; servings: number | null }) {
  const navigate = useNavigate();
  const [lists, setLists] = useState<ShoppingListSummary[] | null>(null);
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<string>(NEW_LIST);
  const [title, setTitle] = useState('Shopping');
  const [adding, setAdding] = useState(false);

  const start = async () => {
    setOpen(true);
    const answer = (await shoppingApi.lists()) ?? [];
    setLists(answer);
    setChoice(answer[0] ? String(answer[0].id) : NEW_LIST);
  };
  const add = async () => {
    setAdding(true);
    try {
      let listId = Number(choice);
      if (choice === NEW_LIST) {
        const created = await shoppingApi.save({ title });
        if (!created) return;
        listId = created.id;
      }
      const list = await shoppingApi.addRecipe(listId, recipe.id, recipe.servingScalable ? servings : null);
      if (!list) return;
      toastSuccess(`The ingredients of ${recipe.title} were added to ${list.title}.`);
      setOpen(false);
      void navigate(`${RECIPE_BASE}/shopping/${list.id}`);
    } finally {
      setAdding(false);
    }
  };

  return (
    <>
      <Button onPress={() => void start()}>Add to shopping list</Button>
      {open && (
        <Dialog
          title="Add to shopping list"
          isOpen
          onOpenChange={(isOpen) => {
            if (!isOpen) setOpen(false);
          }}
          actions={
            <Inline space="md" alignY="end">
              <Button onPress={() => setOpen(false)}>Cancel</Button>
              <Button variant="primary" isDisabled={lists === null || adding} onPress={() => void add()}>
                Add ingredients
              </Button>
            </Inline>
          }
        >
          {lists === null ? (
            <Spinner label="Loading the shopping lists" />
          ) : (
            <Stack>
              <p className={recipeStyles.muted}>
                {recipe.servingScalable && servings
                  ? `For ${servingsText(servings)} ${recipe.servingTitle || 'servings'}: the same ingredient already on the list is added to it.`
                  : 'The same ingredient already on the list is added to it.'}
              </p>
              <Select
                label="Shopping list"
                value={choice}
                onChange={(key) => setChoice(String(key ?? NEW_LIST))}
                options={[
                  ...lists.map((list) => ({ id: String(list.id), label: list.title })),
                  { id: NEW_LIST, label: 'A new list' },
                ]}
              />
              {choice === NEW_LIST && <TextField label="New list title" value={title} onChange={setTitle} />}
            </Stack>
          )}
        </Dialog>
      )}
    </>
  );
}
