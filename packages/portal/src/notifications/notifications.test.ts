import { describe, expect, it } from 'vitest';
import { NotificationType } from '@lcars/contract';
import { priorityTitle } from './notificationText';
import { sendRequestOf } from './sendRequest';
import { optOutsOf, preferenceChanges, PREFERENCES_SAVED } from './preferences';

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
  it('names the priorities', () => {
    expect(priorityTitle(1)).toBe('Defcon5');
    expect(priorityTitle(3)).toBe('Normal');
    expect(priorityTitle(9)).toBe('Priority 9');
  });
});

describe('notification preferences', () => {
  const preferences = [
    { notificationTemplateId: 1, title: 'General', narrative: '', allowUserOptOut: true, optedOut: false },
    { notificationTemplateId: 2, title: 'Reminder', narrative: '', allowUserOptOut: true, optedOut: true },
    { notificationTemplateId: 3, title: 'Security', narrative: '', allowUserOptOut: false, optedOut: false },
  ];

  it('keeps the choices of the templates that allow opting out', () => {
    expect(optOutsOf(preferences)).toEqual({ 1: false, 2: true });
  });

  it('posts only changed choices of templates that allow opting out', () => {
    expect(preferenceChanges(preferences, {})).toEqual([]);
    expect(preferenceChanges(preferences, optOutsOf(preferences))).toEqual([]);
    expect(preferenceChanges(preferences, { 1: true, 2: false, 3: true })).toEqual([
      { notificationTemplateId: 1, optedOut: true },
      { notificationTemplateId: 2, optedOut: false },
    ]);
    expect(PREFERENCES_SAVED).toBe('Save complete!');
  });
});
