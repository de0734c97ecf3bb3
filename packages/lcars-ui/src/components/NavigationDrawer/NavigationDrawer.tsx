import { createContext, useContext, useRef, type PointerEvent, type ReactNode } from 'react';
import { Dialog as AriaDialog, Link, Modal, ModalOverlay, type LinkProps } from 'react-aria-components';
import { useOverlayTheme } from '../../layout/overlayTheme';
import { useBreakpoint } from '../../layout/useBreakpoint';
import { overlay } from '../Dialog/Dialog.css';
import * as drawerStyles from '../Drawer/Drawer.css';
import * as styles from './NavigationDrawer.css';
import { navigationSwipeEdge, startsOnSwipeEdge, swipeOpens } from './swipe';
import { joinClasses } from '../joinClasses';

export interface NavigationDrawerProps {
  /** Open state. On desktop a closed drawer takes no space; on mobile it is a closed modal. */
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Desktop only: the 56 wide rail with icons only (labels stay the accessible names). */
  rail?: boolean;
  /** Force modal (true) or persistent (false). Default: modal below lg (mobile), persistent from lg. */
  modal?: boolean;
  /** Name of the navigation landmark. Default 'Main'. */
  'aria-label'?: string;
  /** Content above the links: a profile block. */
  header?: ReactNode;
  /** NavigationItems and anything else. */
  children?: ReactNode;
  /** Width of the start edge strip where a swipe opens the modal drawer (px). Default 25; 0 turns it off. */
  swipeEdge?: number;
  className?: string;
}

interface NavigationState {
  rail: boolean;
  /** Closes the drawer after a link is followed, when it is modal. */
  onNavigate: () => void;
}

const NavigationContext = createContext<NavigationState>({ rail: false, onNavigate: () => {} });

/**
 * The shell's navigation drawer: 256 wide. From lg up it is a persistent column (or a 56 wide rail); below lg
 * a modal sheet from the start edge, with focus trapped inside and Escape or the scrim closing it, opened also
 * by swiping in from the 25 px start edge.
 */
export function NavigationDrawer({
  isOpen,
  onOpenChange,
  rail = false,
  modal,
  header,
  children,
  swipeEdge = navigationSwipeEdge,
  className,
  'aria-label': ariaLabel = 'Main',
}: NavigationDrawerProps) {
  const { isMobile } = useBreakpoint();
  const isModal = modal ?? isMobile;
  const theme = useOverlayTheme();
  const swipeStart = useRef<number | null>(null);
  const dir = theme.dir ?? 'ltr';

  if (!isModal) {
    if (!isOpen) return null;
    return (
      <NavigationContext value={{ rail, onNavigate: () => {} }}>
        <nav
          aria-label={ariaLabel}
          data-rail={rail || undefined}
          className={joinClasses(styles.persistent, rail && styles.rail, className)}
        >
          {!rail && header}
          <div className={styles.nav}>{children}</div>
        </nav>
      </NavigationContext>
    );
  }

  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = startsOnSwipeEdge(event.clientX, window.innerWidth, dir, swipeEdge)
      ? event.clientX
      : null;
  };
  const onPointerMove = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    if (swipeOpens(event.clientX - swipeStart.current, dir)) {
      swipeStart.current = null;
      onOpenChange(true);
    }
  };

  return (
    <>
      {!isOpen && swipeEdge > 0 && (
        // A gesture target only: keyboard and screen reader users open the drawer with its menu button.
        <div
          aria-hidden="true"
          data-testid="navigation-swipe-edge"
          className={styles.swipeEdge}
          style={{ inlineSize: swipeEdge }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={() => (swipeStart.current = null)}
          onPointerCancel={() => (swipeStart.current = null)}
        />
      )}
      <ModalOverlay
        {...theme}
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        isDismissable
        className={`${theme.className} ${overlay} ${drawerStyles.overlayPlacement.start}`}
      >
        <Modal
          className={`${drawerStyles.sheet} ${drawerStyles.sheetSide.start} ${drawerStyles.width.navigation}`}
        >
          <AriaDialog aria-label={ariaLabel} className={joinClasses(styles.modalPanel, className)}>
            <NavigationContext value={{ rail: false, onNavigate: () => onOpenChange(false) }}>
              {header}
              <nav aria-label={ariaLabel} className={styles.nav}>
                {children}
              </nav>
            </NavigationContext>
          </AriaDialog>
        </Modal>
      </ModalOverlay>
    </>
  );
}

export interface NavigationItemProps extends Omit<LinkProps, 'children' | 'className'> {
  /** The label; in the rail it is hidden visually and stays the link's name. */
  children: string;
  /** A decorative icon. */
  icon?: ReactNode;
  /** The current page (aria-current="page"). */
  isCurrent?: boolean;
  className?: string;
}

/**
 * A link in the navigation drawer (a react-aria Link: wrap the app in react-aria's RouterProvider for client-side
 * routing). Following it closes a modal drawer.
 */
export function NavigationItem({
  children,
  icon,
  isCurrent,
  className,
  onPress,
  ...props
}: NavigationItemProps) {
  const { rail, onNavigate } = useContext(NavigationContext);
  return (
    <Link
      {...props}
      aria-current={isCurrent ? 'page' : undefined}
      className={joinClasses(styles.item, className)}
      onPress={(event) => {
        onPress?.(event);
        onNavigate();
      }}
    >
      {icon !== undefined && (
        <span className={styles.itemIcon} aria-hidden="true">
          {icon}
        </span>
      )}
      <span className={rail ? styles.visuallyHidden : undefined}>{children}</span>
    </Link>
  );
}
