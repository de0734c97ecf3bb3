import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The pill reuses Button's base style (states, focus ring, forced colors, the LCARS label placement) and only
// sets its own caps and colour.
export const pill = style({ boxShadow: 'none' });

const cap = vars.shape.pillCap;

export const caps = styleVariants({
  both: { borderRadius: cap },
  start: { borderRadius: 0, borderStartStartRadius: cap, borderEndStartRadius: cap },
  end: { borderRadius: 0, borderStartEndRadius: cap, borderEndEndRadius: cap },
  none: { borderRadius: 0 },
});
