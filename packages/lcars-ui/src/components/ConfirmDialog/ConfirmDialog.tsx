import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Dialog, type DialogSize } from '../Dialog/Dialog';
import { confirmDefaults, confirmMessage } from './confirmMessage';

export interface ConfirmOptions {
  /** The action, completing "Are you sure you want to {text}?". */
  text?: string;
  /** Show `text` verbatim instead of wrapping it in the question. */
  verbatim?: boolean;
  /** Default 'Confirm'. */
  title?: string;
  /** Default 'Yes'. */
  yesLabel?: string;
  /** Default 'No'. */
  noLabel?: string;
}

export interface ConfirmDialogProps extends ConfirmOptions {
  isOpen: boolean;
  /** Yes pressed. The dialog closes through `onOpenChange(false)`. */
  onConfirm?: () => void;
  /** No pressed, Escape or the close button. */
  onCancel?: () => void;
  onOpenChange?: (isOpen: boolean) => void;
  /** Default 'sm'. */
  size?: DialogSize;
}

/** The generic confirm dialog: an alertdialog asking a yes/no question; No has the initial focus. */
export function ConfirmDialog({
  isOpen,
  onConfirm,
  onCancel,
  onOpenChange,
  text,
  verbatim,
  title = confirmDefaults.title,
  yesLabel = confirmDefaults.yes,
  noLabel = confirmDefaults.no,
  size = 'sm',
}: ConfirmDialogProps) {
  const answer = (confirmed: boolean) => {
    if (confirmed) onConfirm?.();
    else onCancel?.();
    onOpenChange?.(false);
  };
  return (
    <Dialog
      isOpen={isOpen}
      // Only Escape closes it from inside (no scrim dismissal, no close button): a No.
      onOpenChange={(open) => {
        if (!open) answer(false);
      }}
      title={title}
      size={size}
      role="alertdialog"
      isDismissable={false}
      hideCloseButton
      actions={
        <>
          <Button variant="text" autoFocus onPress={() => answer(false)}>
            {noLabel}
          </Button>
          <Button variant="primary" onPress={() => answer(true)}>
            {yesLabel}
          </Button>
        </>
      }
    >
      <p style={{ margin: 0 }}>{confirmMessage(text, verbatim)}</p>
    </Dialog>
  );
}

type Confirm = (options?: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

interface Pending {
  options: ConfirmOptions;
  resolve: (confirmed: boolean) => void;
}

/** Holds the one confirm dialog of an app, for `useConfirm()`. Render it inside the ThemeProvider. */
export function ConfirmProvider({ children }: { children?: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const [isOpen, setOpen] = useState(false);
  const resolveRef = useRef<((confirmed: boolean) => void) | null>(null);
  const confirm = useCallback<Confirm>(
    (options = {}) =>
      new Promise<boolean>((resolve) => {
        // A newer question replaces one still open: the old one counts as No.
        resolveRef.current?.(false);
        resolveRef.current = resolve;
        setPending({ options, resolve });
        setOpen(true);
      }),
    [],
  );
  const settle = (confirmed: boolean) => {
    if (pending && resolveRef.current === pending.resolve) resolveRef.current = null;
    pending?.resolve(confirmed);
    setOpen(false);
  };
  return (
    <ConfirmContext value={confirm}>
      {children}
      {pending && (
        <ConfirmDialog
          {...pending.options}
          isOpen={isOpen}
          onConfirm={() => settle(true)}
          onCancel={() => settle(false)}
        />
      )}
    </ConfirmContext>
  );
}

/**
 * `confirm({ text })` opens the app's confirm dialog and resolves true for Yes, false for No or Escape. Needs a
 * ConfirmProvider above.
 */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm() must be called inside a <ConfirmProvider>.');
  return confirm;
}
