import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The space scale of the layout components: the theme's space tokens, plus none. Every gap and padding of Box,
// Stack, Inline and Columns comes from here, so a look that changes its spacing changes every layout with it.
const scale = { none: '0', ...vars.space };

export const box = style({ boxSizing: 'border-box', minInlineSize: 0 });

export const padding = styleVariants(scale, (space) => ({ padding: space }));
export const paddingInline = styleVariants(scale, (space) => ({ paddingInline: space }));
export const paddingBlock = styleVariants(scale, (space) => ({ paddingBlock: space }));
export const gap = styleVariants(scale, (space) => ({ gap: space }));

/** A list drawn as a layout: no bullets, no indent (Stack and Inline as `ul` or `ol`). */
export const list = style({ listStyle: 'none', margin: 0, padding: 0 });
