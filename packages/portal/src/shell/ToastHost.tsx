import { useEffect } from 'react';
import { Link } from 'react-router';
import { toastStore, ToastRegion, type ToastLinkProps } from '@lcars/ui';
import { useToastStore, type Toast } from '../core/stores/toasts';

/** Hands a toast of the core's store to @lcars/ui's store, which owns timers, hover pause and overflow. */
function forward(toast: Toast): void {
  toastStore.show({
    type: toast.type,
    title: toast.title || undefined,
    text: toast.text,
    ...(toast.duration === null ? { sticky: true } : { duration: toast.duration }),
    closable: toast.closable,
    ...(toast.navTo !== undefined && { navTo: toast.navTo, navTitle: toast.navTitle ?? toast.navTo }),
    ...(toast.action !== undefined && { action: toast.action }),
  });
}

/** The core's toast store is the queue (api errors, notifications, the live channel); the region shows them. */
function useToastBridge(): void {
  useEffect(() => {
    const drain = (toasts: readonly Toast[]) => {
      for (const toast of toasts) {
        forward(toast);
        useToastStore.getState().dismiss(toast.id);
      }
    };
    drain(useToastStore.getState().toasts);
    return useToastStore.subscribe((state) => {
      if (state.toasts.length > 0) drain(state.toasts);
    });
  }, []);
}

const routerLink = ({ to, title, className, close }: ToastLinkProps) => (
  <Link to={to} className={className} onClick={close}>
    {title}
  </Link>
);

/** The toasts of the core's store (api errors, notifications, live-channel toasts) in @lcars/ui's region. */
export function ToastHost() {
  useToastBridge();
  return <ToastRegion renderLink={routerLink} aria-label="Messages" />;
}
