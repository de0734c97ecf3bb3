export { IconButton, type IconButtonProps, type IconButtonVariant } from './IconButton';
export { BellIcon, ChevronIcon, CloseIcon, MenuIcon, MoreIcon } from './icons';
