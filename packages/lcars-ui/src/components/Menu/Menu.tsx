import {
  useEffect,
  useEffectEvent,
  useMemo,
  useRef,
  useState,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuTrigger,
  Popover,
  Separator,
  type Key,
  type MenuItemProps as AriaMenuItemProps,
  type PopoverProps,
} from 'react-aria-components';
import { useOverlayTheme } from '../../layout/overlayTheme';
import * as styles from './Menu.css';
import { createHoverIntent, menuCloseDelay, menuOpenDelay } from './hoverIntent';
import { joinClasses } from '../joinClasses';

export interface MenuProps {
  /** The pressable that opens the menu: a Button or an IconButton. */
  trigger: ReactElement;
  /** MenuItems and MenuSeparators. */
  children: ReactNode;
  /** Names the menu. Default: the trigger's name (react-aria links them). */
  'aria-label'?: string;
  /** Called with the id of the chosen item. */
  onAction?: (id: Key) => void;
  /** Also open on hover (after 300 ms) and close when the pointer leaves (after 250 ms). */
  openOnHover?: boolean;
  openDelay?: number;
  closeDelay?: number;
  placement?: PopoverProps['placement'];
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * A menu button (react-aria MenuTrigger + Menu): arrow keys move, Enter chooses, Escape closes, typeahead. With
 * `openOnHover` it also opens and closes on hover after 300 ms in and 250 ms out.
 */
export function Menu({
  trigger,
  children,
  onAction,
  openOnHover = false,
  openDelay = menuOpenDelay,
  closeDelay = menuCloseDelay,
  placement = 'bottom end',
  isOpen: controlledOpen,
  onOpenChange,
  'aria-label': ariaLabel,
}: MenuProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false);
  const isOpen = controlledOpen ?? uncontrolledOpen;
  const theme = useOverlayTheme();
  const setOpen = (open: boolean) => {
    setUncontrolledOpen(open);
    onOpenChange?.(open);
  };
  const hover = useMemo(() => createHoverIntent({ openDelay, closeDelay }), [openDelay, closeDelay]);
  useEffect(() => () => hover.cancel(), [hover]);

  // A hover menu's popover is non-modal (below), and react-aria dismisses a non-modal popover neither on an outside
  // press nor when focus goes to the page body; so a press outside the trigger and the menu closes it here.
  const triggerRef = useRef<HTMLSpanElement>(null);
  const popoverRef = useRef<HTMLElement>(null);
  const closeOnOutsidePress = useEffectEvent((event: globalThis.PointerEvent) => {
    const target = event.target;
    if (!(target instanceof Node)) return;
    if (triggerRef.current?.contains(target) || popoverRef.current?.contains(target)) return;
    hover.cancel();
    setOpen(false);
  });
  useEffect(() => {
    if (!openOnHover || !isOpen) return;
    const document = triggerRef.current?.ownerDocument ?? globalThis.document;
    const listener = (event: globalThis.PointerEvent) => closeOnOutsidePress(event);
    document.addEventListener('pointerdown', listener, true);
    return () => document.removeEventListener('pointerdown', listener, true);
  }, [openOnHover, isOpen]);

  const hoverProps = openOnHover
    ? {
        onPointerEnter: (event: PointerEvent) =>
          event.pointerType === 'mouse' && hover.enter(() => setOpen(true)),
        onPointerLeave: (event: PointerEvent) =>
          event.pointerType === 'mouse' && hover.leave(() => setOpen(false)),
      }
    : {};

  return (
    <MenuTrigger
      isOpen={isOpen}
      onOpenChange={(open) => {
        hover.cancel();
        setOpen(open);
      }}
    >
      <span ref={triggerRef} {...hoverProps} style={{ display: 'inline-flex' }}>
        {trigger}
      </span>
      <Popover
        ref={popoverRef}
        {...theme}
        placement={placement}
        // A hover-opened menu is not modal: the pointer may go back to the trigger without closing it first.
        isNonModal={openOnHover}
        className={`${theme.className} ${styles.popover}`}
      >
        <div {...hoverProps}>
          <AriaMenu aria-label={ariaLabel} onAction={onAction} className={styles.menu}>
            {children}
          </AriaMenu>
        </div>
      </Popover>
    </MenuTrigger>
  );
}

export interface MenuItemProps extends Omit<AriaMenuItemProps, 'className'> {
  className?: string;
}

/** An item of a Menu: `id` for onAction, `onAction` of its own, or `href` to navigate. */
export function MenuItem({ className, ...props }: MenuItemProps) {
  return <AriaMenuItem {...props} className={joinClasses(styles.item, className)} />;
}

/** A divider between groups of items. */
export function MenuSeparator() {
  return <Separator className={styles.separator} />;
}
