import { ERROR_TOAST_DURATION, pushToast, type ToastType } from '../core/stores/toasts';

/** A toast of the default duration (7500 ms); `text` is its second line. */
const toastOf =
  (type: ToastType) =>
  (title: string, text?: string): void =>
    void pushToast({ type, title, ...(text !== undefined && { text }) });

export const toastSuccess = toastOf('success');
export const toastInfo = toastOf('info');
export const toastWarning = toastOf('warning');
/** Error toasts last 5000 ms, the request error time-out. */
export const toastError = (title: string, text?: string): void =>
  void pushToast({
    type: 'error',
    title,
    duration: ERROR_TOAST_DURATION,
    ...(text !== undefined && { text }),
  });

/**
 * A success toast with an Undo button (the last change of a record, a whole import): `undo` runs when it
 * is pressed, once; the toast closes.
 */
export const toastUndo = (title: string, undo: () => void, text?: string): void =>
  void pushToast({
    type: 'success',
    title,
    ...(text !== undefined && { text }),
    action: { label: 'Undo', onAction: undo },
  });
