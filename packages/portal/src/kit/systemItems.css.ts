import { style } from '@vanilla-extract/css';
import { vars } from '@lcars/ui';

const notice = {
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: vars.color.surface,
  color: vars.color.text,
} as const;

export const status = style({ ...notice, borderInlineStart: `4px solid ${vars.color.success}` });

export const errorText = style({ ...notice, borderInlineStart: `4px solid ${vars.color.error}` });
