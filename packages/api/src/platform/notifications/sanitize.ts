// Notification HTML (isPlainText false) is cleaned when stored: a strict allow-list of formatting tags, links
// to http(s) and mailto only, no scripts, styles, event handlers or embedded content.
import type sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'mark',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'a',
    'span',
    'div',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

export async function sanitizeNotificationHtml(html: string): Promise<string> {
  // Loaded with the first HTML notification: the server's memory at rest stays without it (issue 19).
  const { default: sanitize } = await import('sanitize-html');
  return sanitize(html, {
    ...OPTIONS,
    // Links open away from the portal without handing it to the target page.
    transformTags: { a: sanitize.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }, true) },
  }).trim();
}
