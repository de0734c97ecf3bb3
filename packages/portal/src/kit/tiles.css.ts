import { vars } from '@lcars/ui';

type Space = keyof typeof vars.space;

/**
 * Tiles: as many columns, each at least `min` wide, as the row holds, the items wrapping row by row (`fill` keeps
 * the empty columns of a short last row, `fit` lets the items share them). The design system's Columns keep one row
 * (or stack on a phone), so the portal's grids of cards, fields and checks are written with this one rule.
 */
export const tiles = (min: string, gap: Space = 'md', repeat: 'fit' | 'fill' = 'fit') =>
  ({
    display: 'grid',
    gridTemplateColumns: `repeat(auto-${repeat}, minmax(${min}, 1fr))`,
    gap: vars.space[gap],
  }) as const;
