import { style } from '@vanilla-extract/css';
import { vars } from '@lcars/ui';

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

export const stack = style({ display: 'grid', gap: vars.space.md });
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.md });
export const formActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const tableWrap = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.outline}`,
  borderRadius: vars.radii.md,
  background: vars.color.surface,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  color: vars.color.onSurface,
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

export const tag = style({
  display: 'inline-block',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radii.pill,
  fontSize: vars.fontSize.xs,
  lineHeight: '1.5rem',
  border: `1px solid ${vars.color.outline}`,
  whiteSpace: 'nowrap',
});

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

export const fieldSummary = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});
export const grow = style({ flex: '1 1 10rem', minWidth: 0 });

export const formGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: vars.space.md,
  alignItems: 'end',
});

export const preview = style({ fontFamily: 'monospace', overflowWrap: 'anywhere', margin: 0 });
export const previewRest = style({ color: vars.color.textMuted, opacity: 0.5 });

export const userChecks = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
  gap: vars.space.xs,
});

export const errorText = style({ color: vars.color.error, margin: 0, fontSize: vars.fontSize.sm });
