import type { ReactNode } from 'react';
import { vars } from '../theme/contract.css';

// Stories only (not part of the library build): a labelled block that makes a layout's boxes and gaps visible.
export function Placeholder({ children, height }: { children: ReactNode; height?: string }) {
  return (
    <div
      style={{
        boxSizing: 'border-box',
        minBlockSize: height ?? '2.5rem',
        padding: vars.space.sm,
        border: `0.0625rem dashed ${vars.color.outline}`,
        borderRadius: vars.radii.sm,
        backgroundColor: vars.color.surface,
        color: vars.color.onSurface,
        fontFamily: vars.font.body,
        fontSize: vars.fontSize.sm,
      }}
    >
      {children}
    </div>
  );
}
