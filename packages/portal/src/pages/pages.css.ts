import { style } from '@vanilla-extract/css';
import { vars } from '@lcars/ui';

export const heading = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xxl });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: `${vars.space.lg} 0`,
});

export const term = style({ fontWeight: vars.fontWeight.bold });
export const value = style({ margin: 0 });
