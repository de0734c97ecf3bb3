import type { NotificationPreference, NotificationPreferencesSave } from '@lcars/contract';

/** The settings pages' success toast. */
export const PREFERENCES_SAVED = 'Save complete!';

/** The choices as the page edits them: template id to opted out. */
export type OptOuts = Readonly<Record<number, boolean>>;

export function optOutsOf(preferences: readonly NotificationPreference[]): OptOuts {
  return Object.fromEntries(
    preferences.filter((p) => p.allowUserOptOut).map((p) => [p.notificationTemplateId, p.optedOut]),
  );
}

/** The POST body: only templates that allow opting out and whose choice changed. */
export function preferenceChanges(
  preferences: readonly NotificationPreference[],
  optOuts: OptOuts,
): NotificationPreferencesSave {
  return preferences.flatMap((p) => {
    const optedOut = optOuts[p.notificationTemplateId] ?? p.optedOut;
    return p.allowUserOptOut && optedOut !== p.optedOut
      ? [{ notificationTemplateId: p.notificationTemplateId, optedOut }]
      : [];
  });
}
