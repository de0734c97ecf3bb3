import { style } from '@vanilla-extract/css';
import { vars } from '@lcars/ui';

// The area frame's styles (page, header, titles, link, cards…); a style declared below takes precedence.
export * from '../../kit/areaPage.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: vars.space.md,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const tile = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.outline}`,
  borderRadius: vars.radii.md,
  background: vars.color.surface,
  color: vars.color.onSurface,
  textDecoration: 'none',
  minWidth: 0,
});

export const thumb = style({
  width: '100%',
  aspectRatio: '3 / 4',
  objectFit: 'contain',
  background: vars.color.background,
  borderRadius: vars.radii.sm,
});

export const tileTitle = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });
export const snippet = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: 0 });
export const hit = style({ background: vars.color.warning, color: vars.color.background, borderRadius: 2 });
export const tags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
});
export const tag = style({
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radii.sm,
  border: `1px solid ${vars.color.outline}`,
});

export const pageView = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': { 'screen and (max-width: 700px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const pageImage = style({
  width: '100%',
  border: `1px solid ${vars.color.outline}`,
  borderRadius: vars.radii.sm,
  background: '#fff',
});
export const ocrText = style({
  whiteSpace: 'pre-wrap',
  fontFamily: 'ui-monospace, monospace',
  fontSize: vars.fontSize.sm,
  margin: 0,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.outline}`,
  borderRadius: vars.radii.sm,
  maxHeight: 400,
  overflow: 'auto',
});

// Capture: the camera above, a large shutter, the page strip below (one hand on a phone).
export const capture = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });
export const camera = style({
  width: '100%',
  maxHeight: '55vh',
  background: '#000',
  borderRadius: vars.radii.md,
  objectFit: 'contain',
});
export const shutterRow = style({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  gap: vars.space.md,
  flexWrap: 'wrap',
});
export const shutter = style({
  width: 76,
  height: 76,
  borderRadius: '50%',
  border: `6px solid ${vars.color.onSurface}`,
  background: vars.color.primary,
  cursor: 'pointer',
  ':focus-visible': { outline: `3px solid ${vars.color.accent}`, outlineOffset: 3 },
  ':disabled': { opacity: 0.4, cursor: 'default' },
});
export const strip = style({
  display: 'flex',
  gap: vars.space.sm,
  overflowX: 'auto',
  listStyle: 'none',
  padding: vars.space.xs,
  margin: 0,
});
export const stripPage = style({
  flex: '0 0 auto',
  width: 132,
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.xs,
  border: `2px solid ${vars.color.outline}`,
  borderRadius: vars.radii.md,
  background: vars.color.surface,
  color: vars.color.onSurface,
  ':focus-visible': { outline: `3px solid ${vars.color.accent}` },
  selectors: { '&[data-selected="true"]': { borderColor: vars.color.primary } },
});
export const stripImage = style({
  width: '100%',
  height: 150,
  objectFit: 'contain',
  background: '#fff',
  transition: 'transform 200ms',
});
export const stripButtons = style({ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'center' });
export const smallButton = style({
  minWidth: 32,
  minHeight: 32,
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.outline}`,
  borderRadius: vars.radii.sm,
  background: vars.color.background,
  color: vars.color.onSurface,
  cursor: 'pointer',
});
export const fields = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
});

// The import dialog's problem line and its report of what was, or would be, created and skipped.
export const error = style({ color: vars.color.error, margin: 0 });
export const report = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'grid',
  gap: vars.space.xs,
  overflowWrap: 'anywhere',
  maxHeight: '50vh',
  overflowY: 'auto',
});

// The vocabularies' page (a card per list), the list's filters and a scan's details.
export const vocabularyGrid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 300px), 1fr))',
  alignItems: 'start',
});
export const vocabularyList = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.xs,
});
export const vocabularyRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  overflowWrap: 'anywhere',
});
export const filters = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 180px), 1fr))',
  alignItems: 'end',
});
export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  overflowWrap: 'anywhere',
});
export const detailName = style({ color: vars.color.textMuted });
export const detailValue = style({ margin: 0 });
