import { describe, expect, it } from 'vitest';
import { notificationsLabel } from './notificationsLabel';

// Issue 21: the bell's accessible name carried no unread count (the badge showed it to the eye only).
describe('the notification bell', () => {
  it('names the unread count', () => {
    expect(notificationsLabel(3)).toBe('Notifications, 3 unread');
    expect(notificationsLabel(0)).toBe('Notifications');
  });
});
