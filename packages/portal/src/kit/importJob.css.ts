import { style } from '@vanilla-extract/css';
import { vars } from '@lcars/ui';

// The import dialogs' progress bar (a background import of a large file, a data download being made).
export const progress = style({
  width: '100%',
  height: 12,
  borderRadius: 6,
  overflow: 'hidden',
  background: vars.color.outline,
});

export const progressFill = style({
  height: '100%',
  background: vars.color.primary,
  transition: 'width 300ms',
});
