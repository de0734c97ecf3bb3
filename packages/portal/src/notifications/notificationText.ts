import DOMPurify from 'dompurify';

/** Notification priorities (system item type 6). */
export const PRIORITY_TITLES: Record<number, string> = {
  1: 'Defcon5',
  2: 'Urgent',
  3: 'Normal',
  4: 'Blase',
  5: 'GetToIt',
};

export const priorityTitle = (id: number): string => PRIORITY_TITLES[id] ?? `Priority ${id}`;

/**
 * Notification HTML is sanitised on the server when stored and again here before it is shown: formatting
 * only, no scripts, styles, event handlers or embedded content.
 */
export function sanitizeNotificationHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: [
      'style',
      'img',
      'video',
      'audio',
      'iframe',
      'object',
      'embed',
      'form',
      'input',
      'svg',
      'math',
    ],
    FORBID_ATTR: ['style'],
  });
}

export const formatNotificationDate = (value: string): string => {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
};
