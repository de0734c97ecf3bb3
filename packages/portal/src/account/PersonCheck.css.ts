import { style } from '@vanilla-extract/css';
import { vars } from '@lcars/ui';

// The widget's own custom properties, filled from the theme, so it takes each look and the alert palettes.
export const check = style({
  display: 'grid',
  gap: vars.space.xs,
  minHeight: vars.size.controlTouch,
  vars: {
    '--altcha-color-base': vars.color.surface,
    '--altcha-color-base-content': vars.color.text,
    '--altcha-color-primary': vars.color.primary,
    '--altcha-color-primary-content': vars.color.onPrimary,
    '--altcha-color-success': vars.color.success,
    '--altcha-color-error': vars.color.error,
    '--altcha-color-neutral': vars.color.textMuted,
    '--altcha-border-color': vars.color.outline,
    '--altcha-border-radius': vars.radii.sm,
    '--altcha-max-width': '100%',
  },
});

export const error = style({ margin: 0, color: vars.color.error });
