import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@lcars/ui';
import { tiles } from '../../kit/tiles.css';
import { dataTable } from '../../kit/cells.css';

// The area frame's styles (page, header, titles, link, cards…); a style declared below takes precedence.
export * from '../../kit/areaPage.css';

/** A fighter's profile as a description list (a layout component cannot be a dl): one fact a line. */
export const facts = style({ display: 'grid', gap: vars.space.md, margin: 0 });

/** A division's leading fighters, numbered. */
export const ranking = style({
  display: 'grid',
  gap: vars.space.md,
  paddingInlineStart: '1.25rem',
  margin: 0,
});

/** The tale of the tape: each corner's rating beside its bar, the red one mirrored towards the middle. */
const tapeSide = { display: 'flex', flexWrap: 'nowrap', alignItems: 'flex-end', gap: vars.space.md } as const;
export const tapeRating = styleVariants({
  red: { ...tapeSide, justifyContent: 'flex-end' },
  blue: tapeSide,
});
export const tapeBar = style({ flex: '1 1 auto', maxWidth: '10rem' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

/** Red corner and blue corner: the two colours every bout screen uses (theme roles, legible in every look). */
export const cornerColour = { red: vars.color.error, blue: vars.color.info } as const;
export const corner = styleVariants({
  red: { color: cornerColour.red, fontWeight: vars.fontWeight.bold },
  blue: { color: cornerColour.blue, fontWeight: vars.fontWeight.bold },
});

export const table = style([dataTable]);
globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  textAlign: 'left',
  // On a phone the cells sit closer, so a bout's three cards and both corners' stats fit the width.
  '@media': { 'screen and (max-width: 600px)': { padding: `${vars.space.xxs} ${vars.space.xs}` } },
});
export const tableRow = style({ borderTop: `1px solid ${vars.color.outline}` });
export const numeric = style({ textAlign: 'right', selectors: { [`${table} &`]: { textAlign: 'right' } } });
/** A count that never breaks inside ("96 / 260"), while the cell may still wrap between two of them. */
export const nowrap = style({ whiteSpace: 'nowrap' });
globalStyle(`${table} thead th:not(:first-child)`, {
  // A judge's or a fighter's long name heading a column breaks rather than pushing the last column off a
  // phone (the first column's heading and the rows' own headings keep their words whole).
  '@media': { 'screen and (max-width: 600px)': { overflowWrap: 'anywhere', hyphens: 'auto' } },
});
/** A table that scrolls sideways on a phone: a region reached by keyboard (ScrollRegion). */
export const scroll = style({
  overflowX: 'auto',
  maxWidth: '100%',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.accent}`, outlineOffset: 2 } },
});

/** The tale of the tape: the two fighters' numbers in columns either side of the measure. */
export const tape = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  alignItems: 'center',
  fontVariantNumeric: 'tabular-nums',
  '@media': { 'screen and (max-width: 600px)': { fontSize: vars.fontSize.sm, columnGap: vars.space.xs } },
});
export const tapeName = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, minWidth: 0 });
export const tapeMeasure = style({
  textAlign: 'center',
  textTransform: 'uppercase',
  fontSize: vars.fontSize.xs,
  letterSpacing: '0.08em',
  color: vars.color.textMuted,
});
export const tapeLeft = style({ textAlign: 'right', minWidth: 0 });
export const tapeRight = style({ textAlign: 'left', minWidth: 0 });
export const edge = style({ fontWeight: vars.fontWeight.bold });

export const bar = style({
  position: 'relative',
  height: '0.6rem',
  borderRadius: vars.radii.pill,
  background: vars.color.outline,
  overflow: 'hidden',
});
export const barFill = style({ position: 'absolute', insetBlock: 0, borderRadius: vars.radii.pill });
export const barFillLeft = style({ right: 0 });
export const barFillRight = style({ left: 0 });

export const ratings = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(6rem, auto) 1fr 2.5rem',
  gap: `${vars.space.xs} ${vars.space.sm}`,
  alignItems: 'center',
});

/** The fight: the ring-side read-out of a round's events. */
export const ringside = style({
  display: 'grid',
  // One column that may be narrower than its widest table: the table scrolls in its region instead of
  // pushing the read-out past a phone's edge (where the lcars frame clipped it).
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  background: vars.color.surface,
  color: vars.color.onSurface,
  padding: vars.space.md,
  borderRadius: vars.radii.card,
});
export const roundHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.sm,
});
export const roundTitle = style({ margin: 0, fontSize: vars.fontSize.xl });
export const clock = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.xl });
export const feed = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xs,
  minHeight: '12rem',
});
const appear = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px)' },
  to: { opacity: 1, transform: 'none' },
});
export const feedItem = style({
  display: 'grid',
  gridTemplateColumns: '3.2rem 1fr',
  gap: vars.space.sm,
  animation: `${appear} 250ms ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
export const feedTime = style({ fontFamily: vars.font.mono, color: vars.color.textMuted });
export const bigMoment = style({ fontWeight: vars.fontWeight.bold, color: vars.color.error });

export const conditions = style({
  ...tiles('14rem'),
});
export const result = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  margin: 0,
});

/** The lcars look: the fight as a console read-out (monospace, upper case, LCARS colours on black). */
export const console = style({
  fontFamily: vars.font.mono,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  background: vars.color.background,
  color: vars.color.primaryText,
  padding: vars.space.md,
  borderLeft: `0.75rem solid ${vars.color.tertiary}`,
  borderRadius: `0 ${vars.radii.md} ${vars.radii.md} 0`,
  '@media': {
    // The console's wide letters and spacing leave a phone room for its tables only when set closer.
    'screen and (max-width: 600px)': { letterSpacing: 0, padding: vars.space.sm, fontSize: vars.fontSize.sm },
  },
});
// The console's monospace capitals are wide: its tables take the smaller size on a phone to keep both corners
// and all three cards in sight.
globalStyle(`${console} ${table}`, {
  '@media': { 'screen and (max-width: 600px)': { fontSize: vars.fontSize.xs } },
});

export const consoleBig = style({ color: vars.color.warning, fontWeight: vars.fontWeight.bold });

export const dropResult = style({ marginBlock: vars.space.sm });
export const rowError = style({ color: vars.color.error });
export const rowDuplicate = style({ color: vars.color.warning });
