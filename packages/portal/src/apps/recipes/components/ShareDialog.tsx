import { useState } from 'react';
import { Button, Checkbox, Dialog, Inline, Stack, TextField } from '@lcars/ui';
import { getUserDirectory } from '@lcars/contract';
import { toastSuccess, useLoad } from '../../../kit';
import { useSessionStore } from '../../../core/stores/session';
import * as recipeStyles from '../recipes.css';

/** What is shared: its title, owner and users, and how a new choice is saved (undefined: it failed). */
export interface Shared<T> {
  title: string;
  ownerId: number;
  sharedUsers: number[];
  save: (sharedUsers: number[]) => Promise<T | undefined>;
  /** What sharing lets the others do, in a sentence. */
  explanation: string;
}

/** The owner's choice of who shares a list or a cookbook (the household). */
export function ShareDialog<T>({
  shared,
  onClose,
}: {
  shared: Shared<T>;
  onClose: (saved: T | null) => void;
}) {
  const list = shared;
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
    const saved = await shared.save(chosen);
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
        <p className={recipeStyles.muted}>{shared.explanation}</p>
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
