export { Badge, type BadgeProps, type BadgeTone } from './Badge';
export { badgeText } from './badgeText';
