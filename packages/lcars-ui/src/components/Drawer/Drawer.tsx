import type { ReactNode } from 'react';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useOverlayTheme } from '../../layout/overlayTheme';
import { overlay } from '../Dialog/Dialog.css';
import { IconButton } from '../IconButton/IconButton';
import { CloseIcon } from '../IconButton/icons';
import * as styles from './Drawer.css';
import { joinClasses } from '../joinClasses';

export type DrawerSide = 'start' | 'end';

export interface DrawerProps {
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** The heading; it names the drawer. */
  title: ReactNode;
  /** Body, or a function of `close`. */
  children?: ReactNode | ((state: { close: () => void }) => ReactNode);
  /** Controls in the header before the close button. */
  headerActions?: ReactNode;
  /** Edge it slides from: 'end' (right in left-to-right pages; default) or 'start'. */
  side?: DrawerSide;
  /** Accessible name of the close button. Default 'Close'. */
  closeLabel?: string;
  className?: string;
}

/**
 * A modal side sheet, 400 wide (the notification drawer): focus trapped inside, Escape or a click on the scrim
 * closes it, focus returns to the button that opened it.
 */
export function Drawer({
  title,
  children,
  headerActions,
  side = 'end',
  closeLabel = 'Close',
  className,
  ...overlayProps
}: DrawerProps) {
  const theme = useOverlayTheme();
  return (
    <ModalOverlay
      {...overlayProps}
      {...theme}
      isDismissable
      className={`${theme.className} ${overlay} ${styles.overlayPlacement[side]}`}
    >
      <Modal className={`${styles.sheet} ${styles.sheetSide[side]} ${styles.width.side}`}>
        <AriaDialog data-side={side} className={joinClasses(styles.panel, className)}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
                {headerActions}
                <IconButton label={closeLabel} onPress={close}>
                  <CloseIcon />
                </IconButton>
              </div>
              <div className={styles.body}>
                {typeof children === 'function' ? children({ close }) : children}
              </div>
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
