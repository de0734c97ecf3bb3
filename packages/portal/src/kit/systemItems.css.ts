import { style } from '@vanilla-extract/css';
import { vars } from '@lcars/ui';

export const stack = style({ display: 'grid', gap: vars.space.md });

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.md });

export const grow = style({ flex: '1 1 14rem', minWidth: 0 });

const notice = {
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: vars.color.surface,
  color: vars.color.text,
} as const;

export const status = style({ ...notice, borderInlineStart: `4px solid ${vars.color.success}` });

export const errorText = style({ ...notice, borderInlineStart: `4px solid ${vars.color.error}` });
