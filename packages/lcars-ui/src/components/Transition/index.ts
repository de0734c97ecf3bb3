export { PageTransition, type PageTransitionProps, type TransitionEffect } from './Transition';
// The named durations are pure data: they come with the helpers of '@lcars/ui/input' (and the main entry).
