import { style } from '@vanilla-extract/css';
import { vars } from '@lcars/ui';
import { tiles } from '../../kit/tiles.css';

// The area frame's styles (page, header, titles, link, cards…); a style declared below takes precedence.
export * from '../../kit/areaPage.css';

export const toolbarGroup = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  minWidth: 0,
});

export const formActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

/**
 * The records table turns into one card a record when its frame is narrower than a phone's table could be
 * (the LCARS panel takes part of the width, so the frame's own width decides, not the window's): each value
 * under its field's name, so the sensitive values (Reveal, Copy) are never scrolled out of sight.
 */
const CARDS = '(max-width: 40rem)';

/** The width the card layout is chosen by (a container query applies to what is inside the container). */
export const tableFrame = style({ containerType: 'inline-size' });

export const tableWrap = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.outline}`,
  borderRadius: vars.radii.md,
  background: vars.color.surface,
  '@container': { [CARDS]: { border: 'none', background: 'transparent', overflowX: 'visible' } },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  color: vars.color.onSurface,
  '@container': { [CARDS]: { display: 'block' } },
});

/** The column headings: read by screen readers in both layouts, shown above the columns only. */
export const thead = style({
  '@container': {
    [CARDS]: {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});

export const tbody = style({
  '@container': { [CARDS]: { display: 'grid', gap: vars.space.sm } },
});

export const tr = style({
  '@container': {
    [CARDS]: {
      display: 'grid',
      padding: vars.space.sm,
      border: `1px solid ${vars.color.outline}`,
      borderRadius: vars.radii.md,
      background: vars.color.surface,
    },
  },
});

export const th = style({
  textAlign: 'start',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.outline}`,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
});

export const td = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.outline}`,
  verticalAlign: 'middle',
  minWidth: '6rem',
  '@container': {
    [CARDS]: {
      display: 'block',
      minWidth: 0,
      padding: `${vars.space.xxs} 0`,
      overflowWrap: 'anywhere',
      selectors: {
        // The field's name beside its value (the headings above are hidden in this layout).
        '&[data-label]': {
          display: 'grid',
          gridTemplateColumns: 'minmax(5rem, 35%) minmax(0, 1fr)',
          alignItems: 'center',
          columnGap: vars.space.sm,
        },
        '&[data-label]::before': {
          content: 'attr(data-label)',
          color: vars.color.textMuted,
          fontWeight: vars.fontWeight.medium,
        },
        '&:last-child': { borderBottom: 'none' },
      },
    },
  },
});

export const unsaved = style({ fontStyle: 'italic', color: vars.color.textMuted });

export const cell = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minHeight: '2rem' });

export const valueButton = style({
  all: 'unset',
  boxSizing: 'border-box',
  cursor: 'text',
  minWidth: '3rem',
  minHeight: '1.75rem',
  lineHeight: '1.75rem',
  paddingInline: vars.space.xs,
  borderRadius: vars.radii.sm,
  overflowWrap: 'break-word',
  selectors: {
    '&:hover': { outline: `1px dashed ${vars.color.outline}` },
    '&:focus-visible': { outline: `2px solid ${vars.color.accent}` },
  },
});

export const secret = style({
  all: 'unset',
  cursor: 'pointer',
  fontFamily: 'monospace',
  letterSpacing: '0.05em',
  paddingInline: vars.space.xs,
  borderRadius: vars.radii.sm,
  whiteSpace: 'nowrap',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.accent}` } },
  // A long revealed value wraps inside its card rather than widening the page.
  '@container': { [CARDS]: { whiteSpace: 'normal', overflowWrap: 'anywhere' } },
});

export const cellInput = style({
  boxSizing: 'border-box',
  width: '100%',
  minWidth: '8rem',
  font: 'inherit',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  color: vars.color.onSurface,
  background: vars.color.background,
  border: `1px solid ${vars.color.accent}`,
  borderRadius: vars.radii.sm,
});

export const iconButton = style({
  all: 'unset',
  display: 'inline-grid',
  placeItems: 'center',
  width: '1.75rem',
  height: '1.75rem',
  borderRadius: vars.radii.pill,
  cursor: 'pointer',
  color: vars.color.textMuted,
  selectors: {
    '&:hover': { color: vars.color.onSurface, background: vars.color.background },
    '&:focus-visible': { outline: `2px solid ${vars.color.accent}` },
    '&:disabled': { cursor: 'default', opacity: 0.4 },
  },
});

export { tag } from '../../kit/cells.css';

export const sharing = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.outline}`,
  borderRadius: vars.radii.md,
});

export const fieldList = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const fieldItem = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.outline}`,
  borderRadius: vars.radii.md,
});

export const formGrid = style({
  ...tiles('12rem'),
  alignItems: 'end',
});

export const preview = style({ fontFamily: 'monospace', overflowWrap: 'anywhere', margin: 0 });
export const previewRest = style({ color: vars.color.textMuted, opacity: 0.5 });

export const userChecks = style({
  ...tiles('10rem', 'xs', 'fill'),
});

export const errorText = style({ color: vars.color.error, margin: 0, fontSize: vars.fontSize.sm });

/** A dialog's explanatory line. */
export const note = style({ margin: 0, color: vars.color.textMuted });

/** The generator's value: monospace, wrapped anywhere (a 128-character password has no spaces). */
export const generated = style({
  display: 'block',
  fontFamily: 'monospace',
  fontSize: vars.fontSize.md,
  overflowWrap: 'anywhere',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.outline}`,
  borderRadius: vars.radii.md,
  minHeight: '2.5rem',
});

/** The seconds a TOTP code has left. */
export const countdown = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  minWidth: '2.5em',
});

/** Search results: a list without bullets, each record's plain values side by side, wrapping on a phone. */
export const results = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});
export const resultRecord = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.outline}`,
  borderRadius: vars.radii.md,
  overflowWrap: 'anywhere',
});
export const resultValue = style({ minWidth: 0 });

/** A health report's finding. */
export const problem = style({ color: vars.color.error, fontWeight: 600 });

/** A record's attachments: one line each, name first, its facts and actions after (wrapping on a phone). */
export const attachmentList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});
export const attachmentItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderLeft: `4px solid ${vars.color.accent}`,
  background: vars.color.surface,
  borderRadius: vars.radii.sm,
});
export const attachmentName = style({
  fontWeight: 600,
  overflowWrap: 'anywhere',
  minWidth: 0,
  flex: '1 1 12rem',
});
export const attachmentActions = style({ display: 'inline-flex', gap: vars.space.xs, marginLeft: 'auto' });
/** The file chooser behind the Add attachment button (the button is what is seen and focused). */
export const hiddenInput = style({ display: 'none' });
