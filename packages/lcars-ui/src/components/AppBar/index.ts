export { AppBar, type AppBarPosition, type AppBarProps } from './AppBar';
