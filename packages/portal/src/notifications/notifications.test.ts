import { describe, expect, it } from 'vitest';
import { NotificationType } from '@lcars/api/contract';
import { priorityTitle } from './notificationText';
import { sendRequestOf } from './sendRequest';

const draft = {
  toAll: false,
  targetUserId: 7,
  notificationTemplateId: 0,
  priorityId: 3,
  severityId: 2,
  isPlainText: true,
  sendToSelf: true,
  notificationTitle: '  Report  ',
  message: 'Now',
};

describe('sending a notification', () => {
  it('sends to one user with the target id', () => {
    expect(sendRequestOf(draft)).toMatchObject({
      notificationType: NotificationType.ToUser,
      targetUserId: 7,
      notificationTitle: 'Report',
      sendToSelf: true,
    });
  });

  it('sends to all without a target', () => {
    const request = sendRequestOf({ ...draft, toAll: true });
    expect(request.notificationType).toBe(NotificationType.ToAll);
    expect(request).not.toHaveProperty('targetUserId');
  });
});

describe('notification text', () => {
  it('names the priorities of the spec', () => {
    expect(priorityTitle(1)).toBe('Defcon5');
    expect(priorityTitle(3)).toBe('Normal');
    expect(priorityTitle(9)).toBe('Priority 9');
  });
});
