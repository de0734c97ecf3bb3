import { style } from '@vanilla-extract/css';
import { vars } from '@lcars/ui';

/** Amounts line up in columns and never wrap. */
export const money = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
export const negative = style([money, { color: vars.color.error }]);
