export { List, type ListItem, type ListProps } from './List';
