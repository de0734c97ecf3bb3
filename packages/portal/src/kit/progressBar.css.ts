import { style } from '@vanilla-extract/css';
import { vars } from '@lcars/ui';

// The progress bar of a background job (an import of a large file, a data download, a text recognition).
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
