import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { smallScreen } from '../../theme/frame.css';
import { inLook } from '../../theme/looks';
import { labelCase } from '../../theme/labelCase';

/** The table's own horizontal scroll: on a phone a wide table scrolls sideways instead of the page. */
export const scroller = style({
  maxInlineSize: '100%',
  overflowX: 'auto',
  overscrollBehaviorInline: 'contain',
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.focusRingOffset,
    },
  },
});

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
  selectors: { [inLook('lcars')]: { fontSize: vars.fontSize.md } },
});

/** LCARS labels: uppercase Antonio in the primary colour, as the frame writes them. */
const lcarsLabel = {
  color: vars.color.primaryText,
  fontWeight: vars.fontWeight.regular,
  ...labelCase,
} as const;

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  paddingBlockEnd: vars.space.sm,
  fontFamily: vars.font.label,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  selectors: {
    [inLook('lcars')]: lcarsLabel,
  },
});

/** A caption for assistive technology only (it still names the table and its scroll region). */
export const captionHidden = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});

const cellPadding = {
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  '@media': { [smallScreen]: { paddingInline: vars.space.sm } },
} as const;

// Headings keep to one line: a phone scrolls the table sideways rather than break a heading word by word.
export const headerCell = style({
  ...cellPadding,
  whiteSpace: 'nowrap',
  textAlign: 'start',
  verticalAlign: 'bottom',
  fontFamily: vars.font.label,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  borderBlockEnd: `0.0625rem solid ${vars.color.outline}`,
  selectors: {
    [inLook('lcars')]: { ...lcarsLabel, borderBlockEnd: `0.1875rem solid ${vars.color.secondary}` },
  },
});

/** A header cell that heads its row (scope="row"): the row's name, in the body's text colour. */
export const rowHeaderCell = style({
  ...cellPadding,
  whiteSpace: 'nowrap',
  textAlign: 'start',
  fontWeight: vars.fontWeight.medium,
  borderBlockEnd: `0.0625rem solid color-mix(in srgb, ${vars.color.outline} 40%, transparent)`,
  selectors: { [inLook('lcars')]: { color: vars.color.tertiary, borderBlockEnd: 0 } },
});

export const cell = style({
  ...cellPadding,
  borderBlockEnd: `0.0625rem solid color-mix(in srgb, ${vars.color.outline} 40%, transparent)`,
  selectors: { [inLook('lcars')]: { borderBlockEnd: 0 } },
});

export const nowrap = style({ whiteSpace: 'nowrap' });

export const align = styleVariants({
  start: { textAlign: 'start' },
  center: { textAlign: 'center' },
  end: { textAlign: 'end' },
});
