import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useOverlayTheme } from '../../layout/overlayTheme';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { CloseIcon } from '../IconButton/icons';
import * as styles from './Toast.css';
import { toastStore as globalToastStore, type ToastRecord, type ToastStore } from './toastStore';

/** What a link renderer gets: render your router's link; call `close` when it is followed. */
export interface ToastLinkProps {
  to: string;
  title: string;
  className: string;
  close: () => void;
}

export type ToastPlacement = 'bottom end' | 'top end' | 'bottom start' | 'top start';

export interface ToastRegionProps {
  /** The store to show. Default: the app-wide store behind `toast()`. */
  store?: ToastStore;
  /**
   * Renders a toast's navigation link (navTo, navTitle) with the app's router, so this library stays
   * router-agnostic. Default: a plain anchor.
   */
  renderLink?: (link: ToastLinkProps) => ReactNode;
  /** Name of the region landmark. Default 'Notifications'. */
  'aria-label'?: string;
  /** Accessible name of each close button. Default 'Close'. */
  closeLabel?: string;
  /** Default 'bottom end'. */
  placement?: ToastPlacement;
}

const noSubscription = () => () => {};
const clientSnapshot = () => true;
const serverSnapshot = () => false;

const defaultLink = ({ to, title, className, close }: ToastLinkProps) => (
  <a href={to} className={className} onClick={close}>
    {title}
  </a>
);

/**
 * Shows the toasts of a store in a portal at a corner of the window: a labelled region whose toasts are
 * status messages (alerts for errors and warnings), each with its own timer that hover and focus pause.
 */
export function ToastRegion({
  store = globalToastStore,
  renderLink = defaultLink,
  closeLabel = 'Close',
  placement = 'bottom end',
  'aria-label': ariaLabel = 'Notifications',
}: ToastRegionProps) {
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const theme = useOverlayTheme();
  // Portals need the document: render nothing on the server and while hydrating.
  const isClient = useSyncExternalStore(noSubscription, clientSnapshot, serverSnapshot);
  if (!isClient) return null;

  return createPortal(
    <section
      {...theme}
      aria-label={ariaLabel}
      className={`${theme.className} ${styles.region} ${styles.placement[placement]}`}
    >
      <ol className={styles.list}>
        {toasts.map((record) => (
          <li key={record.id}>
            <ToastView record={record} store={store} renderLink={renderLink} closeLabel={closeLabel} />
          </li>
        ))}
      </ol>
    </section>,
    document.body,
  );
}

function ToastView({
  record,
  store,
  renderLink,
  closeLabel,
}: {
  record: ToastRecord;
  store: ToastStore;
  renderLink: (link: ToastLinkProps) => ReactNode;
  closeLabel: string;
}) {
  const pause = () => record.pauseOnHover && store.pause(record.id);
  const resume = () => record.pauseOnHover && store.resume(record.id);
  const close = () => store.dismiss(record.id, 'close');
  const urgent = record.type === 'error' || record.type === 'warning';
  return (
    <div
      data-phase={record.phase}
      data-type={record.type}
      className={`${styles.toast} ${styles.type[record.type]}`}
      onPointerEnter={pause}
      onPointerLeave={resume}
      onFocus={pause}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) resume();
      }}
      // A click anywhere on the toast but its controls destroys it; the close button
      // does the same for keyboard users.
      onClick={(event) => {
        if (!(event.target as Element).closest('a, button')) store.dismiss(record.id, 'click');
      }}
    >
      <div className={styles.body}>
        <div role={urgent ? 'alert' : 'status'} aria-atomic="true" className={styles.message}>
          {record.title && (
            <span className={`${styles.title} ${styles.titleColor[record.type]}`}>{record.title}</span>
          )}
          <span>{record.text}</span>
        </div>
        {record.navTo &&
          renderLink({
            to: record.navTo,
            title: record.navTitle ?? record.navTo,
            className: styles.link,
            close: () => store.dismiss(record.id, 'click'),
          })}
        {record.action && (
          <Button
            variant="text"
            className={styles.action}
            onPress={() => {
              store.dismiss(record.id, 'action');
              record.action?.onAction();
            }}
          >
            {record.action.label}
          </Button>
        )}
      </div>
      {record.closable && (
        <IconButton label={closeLabel} onPress={close}>
          <CloseIcon />
        </IconButton>
      )}
    </div>
  );
}

const ToastStoreContext = createContext<ToastStore | null>(null);

export interface ToastProviderProps extends ToastRegionProps {
  children?: ReactNode;
}

/** Provides a store to `useToast()` below it and renders its ToastRegion. */
export function ToastProvider({ children, store = globalToastStore, ...regionProps }: ToastProviderProps) {
  return (
    <ToastStoreContext value={store}>
      {children}
      <ToastRegion store={store} {...regionProps} />
    </ToastStoreContext>
  );
}

/** The nearest ToastProvider's store (or the app-wide one): `show`, `dismiss`, `pause`, `resume`, `clear`. */
export function useToast(): ToastStore {
  return useContext(ToastStoreContext) ?? globalToastStore;
}
