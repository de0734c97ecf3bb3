export {
  NavigationDrawer,
  NavigationItem,
  type NavigationDrawerProps,
  type NavigationItemProps,
} from './NavigationDrawer';
export { navigationSwipeEdge } from './swipe';
