import { useState } from 'react';
import { Button, Dialog, Inline, Select, Spinner, Stack, TextField } from '@lcars/ui';
import type { CookbookSummary, Recipe } from '@lcars/contract/recipes';
import { toastSuccess } from '../../../kit';
import { cookbookApi } from './cookbookApi';

const NEW_BOOK = 'new';

/** The recipe view's "Add to cookbook": one of the user's own cookbooks, or a new one. */
export function AddToCookbook({ recipe }: { recipe: Recipe }) {
  const [books, setBooks] = useState<CookbookSummary[] | null>(null);
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState(NEW_BOOK);
  const [title, setTitle] = useState('Favourites');
  const start = async () => {
    setOpen(true);
    const own = ((await cookbookApi.list()) ?? []).filter((book) => book.isOwner);
    setBooks(own);
    setChoice(own[0] ? String(own[0].id) : NEW_BOOK);
  };
  const add = async () => {
    let id = Number(choice);
    if (choice === NEW_BOOK) {
      const created = await cookbookApi.save({ title });
      if (!created) return;
      id = created.id;
    }
    const book = await cookbookApi.addRecipe(id, recipe.id);
    if (!book) return;
    toastSuccess(`${recipe.title} is in the cookbook ${book.title}.`);
    setOpen(false);
  };
  return (
    <>
      <Button onPress={() => void start()}>Add to cookbook</Button>
      {open && (
        <Dialog
          title="Add to cookbook"
          isOpen
          onOpenChange={(isOpen) => {
            if (!isOpen) setOpen(false);
          }}
          actions={
            <Inline space="md" alignY="end">
              <Button onPress={() => setOpen(false)}>Cancel</Button>
              <Button variant="primary" isDisabled={books === null} onPress={() => void add()}>
                Add recipe
              </Button>
            </Inline>
          }
        >
          {books === null ? (
            <Spinner label="Loading the cookbooks" />
          ) : (
            <Stack>
              <Select
                label="Cookbook"
                value={choice}
                onChange={(key) => setChoice(String(key ?? NEW_BOOK))}
                options={[
                  ...books.map((book) => ({ id: String(book.id), label: book.title })),
                  { id: NEW_BOOK, label: 'A new cookbook' },
                ]}
              />
              {choice === NEW_BOOK && (
                <TextField label="New cookbook title" value={title} onChange={setTitle} />
              )}
            </Stack>
          )}
        </Dialog>
      )}
    </>
  );
}
