import { create } from 'zustand';
import type { ConfirmOptions } from '@lcars/ui';

interface PendingConfirm {
  options: ConfirmOptions;
  resolve: (confirmed: boolean) => void;
}

interface ConfirmState {
  pending: PendingConfirm | null;
  settle: (confirmed: boolean) => void;
}

/** The shell's generic confirm dialog, usable from React and from stores alike. */
export const useConfirmStore = create<ConfirmState>()((set, get) => ({
  pending: null,
  settle(confirmed) {
    get().pending?.resolve(confirmed);
    set({ pending: null });
  },
}));

/**
 * Asks for confirmation with @lcars/ui's ConfirmDialog (defaults: title Confirm, "Are you sure?", Yes and No).
 * A newer question replaces one still open, which counts as No. The dialog's code loads on first use.
 */
export function confirmDialog(options: ConfirmOptions = {}): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    useConfirmStore.getState().pending?.resolve(false);
    useConfirmStore.setState({ pending: { options, resolve } });
  });
}
