import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@lcars/ui';
import { tiles } from '../../kit/tiles.css';

// The area frame's styles (page, header, titles, link, cards…); a style declared below takes precedence.
export * from '../../kit/areaPage.css';

export const recipeGrid = style({
  // min(..., 100%): a column never asks for more than the page has (the LCARS frame leaves a phone < 300 px).
  ...tiles('min(220px, 100%)', 'md', 'fill'),
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const recipeCard = style({
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  overflow: 'hidden',
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.outline}`,
  background: vars.color.surface,
  color: vars.color.onSurface,
});

export const cardImage = style({
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  display: 'block',
  background: vars.color.background,
});

export const cardBody = style({ display: 'grid', gap: vars.space.xs, padding: vars.space.md });

export const recipeList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});

export const recipeRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.outline}`,
  background: vars.color.surface,
  color: vars.color.onSurface,
});

export const rowTitle = style({ flex: '1 1 12rem', minWidth: 0, display: 'grid', gap: vars.space.xxs });

export const tag = style({
  display: 'inline-block',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radii.pill,
  border: `1px solid ${vars.color.outline}`,
  fontSize: '0.85em',
});

export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const stars = style({ display: 'inline-flex', gap: 2, alignItems: 'center' });
export const star = style({
  background: 'none',
  border: 'none',
  padding: 2,
  cursor: 'pointer',
  color: vars.color.warning,
  fontSize: '1.5rem',
  lineHeight: 1,
  selectors: { '&:disabled': { cursor: 'default' } },
});
export const starSmall = style({ color: vars.color.warning });

export const viewGrid = style({
  ...tiles('min(300px, 100%)', 'lg'),
  alignItems: 'start',
});

export const panel = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.outline}`,
  background: vars.color.surface,
  color: vars.color.onSurface,
  minWidth: 0,
});

// An input's own default width (about twenty characters) is its least width, which pushed a number field with its
// steppers past a panel on a phone in the LCARS look; a percentage width lets it shrink to the panel and still
// grow to its usual width where there is room.
globalStyle(`${panel} input`, { inlineSize: '100%' });

export const facts = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg, margin: 0 });
export const fact = style({ display: 'grid', gap: vars.space.xxs });
globalStyle(`${fact} dt`, { color: vars.color.textMuted, fontSize: '0.85em' });
globalStyle(`${fact} dd`, { margin: 0, fontWeight: 600 });

export const ingredients = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  display: 'grid',
  gap: vars.space.xxs,
});
export const groupTitle = style({ margin: `${vars.space.sm} 0 0`, fontSize: '1rem' });
export const substitute = style({ color: vars.color.textMuted, fontSize: '0.9em' });
export const steps = style({ margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.sm });

export const carousel = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'center' });
export const carouselImage = style({
  width: '100%',
  maxHeight: '60vh',
  objectFit: 'contain',
  borderRadius: vars.radii.md,
  background: vars.color.background,
});

export const note = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radii.sm,
  border: `1px solid ${vars.color.outline}`,
});
export const hiddenNote = style({ opacity: 0.6 });

export const ingredientEditor = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radii.sm,
  border: `1px dashed ${vars.color.outline}`,
  background: vars.color.surface,
});
/** The list's quick search takes the room its options leave on the line (at least 14rem, else a line of its own). */
export const quickSearch = style({ flex: '1 1 14rem', minWidth: 0 });

/** An ingredient line's notes take what the line's other fields leave (at least 14rem, else a line of their own). */
export const lineNotes = style({ flex: '1 1 14rem', minWidth: 0 });
export const dragging = style({ opacity: 0.4 });
export const dragHandle = style({
  cursor: 'grab',
  userSelect: 'none',
  padding: vars.space.xs,
  fontSize: '1.2rem',
});
export const groupEditor = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderLeft: `4px solid ${vars.color.primary}`,
});
export const thumbs = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const thumb = style({ width: 120, height: 90, objectFit: 'cover', borderRadius: vars.radii.sm });
export const error = style({ color: vars.color.error, margin: 0 });

// Cook mode: over the whole window (the shell's bars hidden beneath), big text, the buttons in reach.
export const cook = style({
  position: 'fixed',
  inset: 0,
  zIndex: 1000,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  background: vars.color.surface,
  color: vars.color.onSurface,
});
export const cookBar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });
export const cookTitle = style({ flex: '1 1 12rem', fontSize: '1.2rem' });
export const cookStep = style({
  fontSize: 'clamp(1.5rem, 4vw, 2.6rem)',
  lineHeight: 1.35,
  margin: 0,
  flex: '1 0 auto',
});
export const cookIngredients = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  fontSize: '1.2rem',
  display: 'grid',
  gap: vars.space.xs,
});
export const cookTimers = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const cookTimerList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
  fontSize: '1.3rem',
});
export const cookTimerDone = style({ color: vars.color.error, fontWeight: 700 });
export const cookNav = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  position: 'sticky',
  bottom: 0,
});

// The recipe for paper: a copy outside the shell (a child of body), shown only when printing, with every other
// child of body hidden then: no bars, navigation or buttons; ingredients and steps in two columns on A4 or Letter.
export const printCopy = style({ display: 'none', color: '#000', background: '#fff', fontSize: '11pt' });
globalStyle(`body:has(> ${printCopy}) > *:not(${printCopy})`, {
  '@media': { print: { display: 'none !important' } },
});
globalStyle(printCopy, { '@media': { print: { display: 'block' } } });
export const printColumns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)',
  gap: '8mm',
  alignItems: 'start',
});
globalStyle(`${printCopy} h1`, { fontSize: '18pt', margin: '0 0 2mm' });
globalStyle(`${printCopy} h2`, { fontSize: '13pt', margin: '0 0 2mm' });
globalStyle(`${printCopy} li`, { breakInside: 'avoid', marginBottom: '1.5mm' });
