import type { ReactNode } from 'react';
import {
  Dialog as AriaDialog,
  Heading,
  Modal,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components';
import { useOverlayTheme } from '../../layout/overlayTheme';
import { IconButton } from '../IconButton/IconButton';
import { CloseIcon } from '../IconButton/icons';
import * as styles from './Dialog.css';
import { joinClasses } from '../joinClasses';

export type DialogSize = 'sm' | 'md' | 'lg' | 'xl' | 'fill' | 'fit' | 'fullscreen';

export interface DialogProps extends Pick<ModalOverlayProps, 'isOpen' | 'defaultOpen' | 'onOpenChange'> {
  /** The heading; it names the dialog. */
  title: ReactNode;
  /** Body, or a function of `close`. */
  children?: ReactNode | ((state: { close: () => void }) => ReactNode);
  /** Buttons at the bottom end, or a function of `close`. */
  actions?: ReactNode | ((state: { close: () => void }) => ReactNode);
  /** sm 400, md 600 (default), lg 900, xl 1100, fill 100%, fit 90% of the window, or fullscreen. */
  size?: DialogSize;
  /** A click on the scrim closes it. Default true; Escape always closes unless `isKeyboardDismissDisabled`. */
  isDismissable?: boolean;
  isKeyboardDismissDisabled?: boolean;
  /** 'alertdialog' for interruptions that need an answer. Default 'dialog'. */
  role?: 'dialog' | 'alertdialog';
  /** Hides the close button in the header. */
  hideCloseButton?: boolean;
  /** Accessible name of the close button. Default 'Close'. */
  closeLabel?: string;
  className?: string;
}

/**
 * A modal dialog (react-aria Modal + Dialog): focus moves in and is trapped, Escape closes, focus returns to the
 * trigger, the page behind is inert. Controlled with `isOpen`/`onOpenChange`, or opened by a react-aria
 * `DialogTrigger` around it.
 */
export function Dialog({
  title,
  children,
  actions,
  size = 'md',
  isDismissable = true,
  isKeyboardDismissDisabled,
  role = 'dialog',
  hideCloseButton = false,
  closeLabel = 'Close',
  className,
  ...overlayProps
}: DialogProps) {
  const theme = useOverlayTheme();
  return (
    <ModalOverlay
      {...overlayProps}
      {...theme}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      className={`${theme.className} ${styles.overlay}`}
    >
      <Modal className={`${styles.modal} ${styles.size[size]}`}>
        <AriaDialog role={role} className={joinClasses(styles.dialog, className)}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
                {!hideCloseButton && (
                  <IconButton label={closeLabel} onPress={close}>
                    <CloseIcon />
                  </IconButton>
                )}
              </div>
              <div className={styles.content}>
                {typeof children === 'function' ? children({ close }) : children}
              </div>
              {actions !== undefined && (
                <div className={styles.actions}>
                  {typeof actions === 'function' ? actions({ close }) : actions}
                </div>
              )}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
