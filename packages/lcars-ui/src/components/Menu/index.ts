export { Menu, MenuItem, MenuSeparator, type MenuItemProps, type MenuProps } from './Menu';
export { createHoverIntent, menuCloseDelay, menuOpenDelay, type HoverIntent } from './hoverIntent';
