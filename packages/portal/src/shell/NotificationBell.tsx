import { Badge, IconButton } from '@lcars/ui';
import { useNotificationsStore } from '../core/stores/notifications';
import { Icon } from './icons';
import { notificationsLabel } from './notificationsLabel';

/** The bell with the unread badge; it opens the notifications drawer. */
export function NotificationBell({ onPress }: { onPress: () => void }) {
  const unread = useNotificationsStore((state) => state.unreadCount);
  return (
    <Badge content={unread} max={9} label={`${unread} unread notifications`}>
      <IconButton label={notificationsLabel(unread)} onPress={onPress}>
        <Icon name="bell" />
      </IconButton>
    </Badge>
  );
}
