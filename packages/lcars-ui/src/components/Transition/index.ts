export { PageTransition, type PageTransitionProps, type TransitionEffect } from './Transition';
export {
  pageTransitions,
  transitionDurations,
  type PageTransitionName,
  type TransitionDurations,
} from './transitions';
