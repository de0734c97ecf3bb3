export {
  ConfirmDialog,
  ConfirmProvider,
  useConfirm,
  type ConfirmDialogProps,
  type ConfirmOptions,
} from './ConfirmDialog';
export { confirmDefaults, confirmMessage } from './confirmMessage';
