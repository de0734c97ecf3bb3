import { createVar, globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { breakpoints, mediaDown, type BreakpointName } from '../../layout/breakpoints';
import { vars } from '../../theme/contract.css';

/** The gap between columns, which a fractional column subtracts to keep its share exact. */
const columnGap = createVar();

export const columns = style({ display: 'flex', flexDirection: 'row', vars: { [columnGap]: '0px' } });

// Its own scale (not Box's gap): the gap also sets the variable the fractional widths read.
const scale = { none: '0px', ...vars.space };
export const gap = styleVariants(scale, (space) => ({ gap: space, vars: { [columnGap]: space } }));

export const alignY = styleVariants({
  stretch: { alignItems: 'stretch' },
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
});

/** A fluid column shares what the others leave; `minInlineSize: 0` lets long content shrink instead of overflow. */
export const column = style({ flex: '1 1 0', minInlineSize: 0, boxSizing: 'border-box' });

/**
 * A fraction of the row: (row + gap) x fraction - gap, so that fractions that add up to one, with their gaps,
 * fill the row exactly.
 */
const fraction = (share: number) => ({
  flex: '0 0 auto',
  inlineSize: `calc((100% + ${columnGap}) * ${share} - ${columnGap})`,
});

export const width = styleVariants({
  content: { flex: '0 0 auto' },
  '1/2': fraction(1 / 2),
  '1/3': fraction(1 / 3),
  '2/3': fraction(2 / 3),
  '1/4': fraction(1 / 4),
  '3/4': fraction(3 / 4),
  '1/5': fraction(1 / 5),
  '2/5': fraction(2 / 5),
  '3/5': fraction(3 / 5),
  '4/5': fraction(4 / 5),
});

export type ColumnWidth = keyof typeof width;

/** Below the breakpoint the columns become a stack: one below the other, each the row's full width. */
export const collapseBelow = styleVariants(breakpoints, (_, name: BreakpointName) => ({
  '@media': { [mediaDown[name]]: { flexDirection: 'column' } },
}));

for (const name of Object.keys(breakpoints) as BreakpointName[]) {
  globalStyle(`${collapseBelow[name]} > ${column}`, {
    '@media': { [mediaDown[name]]: { flex: '0 0 auto', inlineSize: 'auto' } },
  });
}
