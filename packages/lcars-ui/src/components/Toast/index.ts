export {
  ToastProvider,
  ToastRegion,
  useToast,
  type ToastLinkProps,
  type ToastPlacement,
  type ToastProviderProps,
  type ToastRegionProps,
} from './Toast';
export {
  liveToastDuration,
  toast,
  toastDefaults,
  toastDuration,
  ToastStore,
  toastStore,
  type ToastAction,
  type ToastEndReason,
  type ToastEvent,
  type ToastRecord,
  type ToastStoreOptions,
  type ToastType,
} from './toastStore';
