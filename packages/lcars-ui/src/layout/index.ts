export {
  appBarMinWindowHeight,
  breakpointOf,
  breakpoints,
  isMobileWidth,
  mediaAppBarHidden,
  mediaDown,
  mediaMobile,
  mediaReducedMotion,
  mediaUp,
  mobileBreakpoint,
  type Breakpoint,
  type BreakpointName,
} from './breakpoints';
export {
  useBreakpoint,
  useMediaQuery,
  useReducedMotion,
  useWindowHeight,
  useWindowWidth,
  type BreakpointState,
} from './useBreakpoint';
