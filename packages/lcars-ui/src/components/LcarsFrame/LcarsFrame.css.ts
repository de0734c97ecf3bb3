import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { panelWidthVar, smallScreen as small } from '../../theme/frame.css';
import { labelCase } from '../../theme/labelCase';

// Rows: the top section (panel blocks, title, status, cascade), two elbow rows that close it and open the main
// section, the main section (side panel and content) and the footer row. Two columns: the panel and the rest.
export const frame = style({
  boxSizing: 'border-box',
  display: 'grid',
  gridTemplateColumns: `${panelWidthVar} minmax(0, 1fr)`,
  // The main row takes the free height but never less than its content: the frame grows and the page scrolls.
  gridTemplateRows: 'auto auto auto 1fr auto',
  gridTemplateAreas: `"toppanel top" "close close" "open open" "side main" "foot foot"`,
  rowGap: vars.shape.barGap,
  minBlockSize: '100%',
  padding: vars.space.sm,
  vars: { [panelWidthVar]: vars.shape.panelWidth },
  '@media': {
    // Small screens: a narrow panel.
    [small]: { vars: { [panelWidthVar]: '4.5rem' } },
  },
});

/** The single variant: one elbow row with the title bar, no top section. */
export const single = style({
  gridTemplateRows: 'auto 1fr auto',
  gridTemplateAreas: `"open open" "side main" "foot foot"`,
});

export const topPanel = style({ gridArea: 'toppanel', display: 'flex', flexDirection: 'column' });

// Cascade and extra content first, then the alert status, then the title at the end. On small screens the
// title comes first, then the status, and the cascade goes.
export const top = style({
  gridArea: 'top',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, auto)',
  gridTemplateAreas: '"start status title"',
  alignItems: 'start',
  gap: vars.space.md,
  paddingInlineStart: vars.space.lg,
  paddingBlockEnd: vars.space.sm,
  minInlineSize: 0,
  '@media': {
    [small]: {
      gridTemplateColumns: 'minmax(0, 1fr)',
      gridTemplateAreas: '"title" "status" "start"',
      paddingInlineStart: vars.space.md,
    },
  },
});

export const topStart = style({
  gridArea: 'start',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minInlineSize: 0,
});

export const topStatus = style({ gridArea: 'status', minInlineSize: 0 });

/** The cascade is ornament: small screens need the room. */
export const cascade = style({ '@media': { [small]: { display: 'none' } } });

export const title = style({
  gridArea: 'title',
  minInlineSize: 0,
  overflowWrap: 'anywhere',
  margin: 0,
  textAlign: 'end',
  color: vars.color.primaryText,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.regular,
  lineHeight: 1,
  ...labelCase,
  '@media': { [small]: { fontSize: vars.fontSize.xl } },
});

export const elbowRow = style({
  display: 'flex',
  gap: vars.shape.barGap,
  minInlineSize: 0,
});

export const closeRow = style([elbowRow, { gridArea: 'close', alignItems: 'flex-end' }]);
export const openRow = style([elbowRow, { gridArea: 'open', alignItems: 'flex-start' }]);
export const footRow = style([elbowRow, { gridArea: 'foot', alignItems: 'flex-end' }]);

export const side = style({ gridArea: 'side', display: 'flex' });

export const main = style({
  gridArea: 'main',
  minInlineSize: 0,
  paddingBlock: vars.space.sm,
  paddingInlineStart: vars.space.lg,
  paddingInlineEnd: vars.space.sm,
  outline: 'none',
  '@media': { [small]: { paddingInlineStart: vars.space.md } },
});
