export {
  LoaderOverlay,
  Spinner,
  type LoaderOverlayProps,
  type SpinnerProps,
  type SpinnerSize,
} from './Loader';
export {
  createLoaderTimer,
  lcarsSpinnerKinds,
  loaderDefaults,
  materialSpinnerKinds,
  randomSpinnerKind,
  type LoaderTimer,
  type SpinnerKind,
} from './loaderTimer';
