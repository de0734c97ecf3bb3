// The area kit: what every area (admin, account, notifications, the apps) builds its pages from.
export type { AppEntry } from './appEntry';
export {
  AreaHeader,
  appHeader,
  type AppHeaderProps,
  type AreaHeaderProps,
  type AreaLink,
} from './AreaHeader';
export { AreaMenu, useAreaMenu } from './AreaMenu';
export { useClaim } from './useClaim';
export { areaMenuEntries, type AreaMenuEntry } from './areaMenu';
export { Amount, YesNo } from './cells';
export { toastError, toastInfo, toastSuccess, toastUndo, toastWarning } from './toasts';
export { saveFile } from './download';
export { loadFailedText, useDebounced, useEmptyText, useLoad, type Load, type Loaded } from './useLoad';
export { JobProgress, jobEnded, runImport, type ImportRun } from './importJob';
export { ProgressBar } from './ProgressBar';
