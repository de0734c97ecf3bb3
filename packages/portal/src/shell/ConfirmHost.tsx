import { ConfirmDialog } from '@lcars/ui';
import { useConfirmStore } from './confirm';

/** Shows the pending question of `confirmDialog` (loaded lazily by the shell when there is one). */
export function ConfirmHost() {
  const pending = useConfirmStore((state) => state.pending);
  const settle = useConfirmStore((state) => state.settle);
  if (!pending) return null;
  return (
    <ConfirmDialog
      {...pending.options}
      isOpen
      onConfirm={() => settle(true)}
      onCancel={() => settle(false)}
    />
  );
}
