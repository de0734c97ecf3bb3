import type { ReactNode } from 'react';

/**
 * The shot of a visual test: a 720 px wide grid of `columns` equal columns, 1rem apart and padded by 1rem, that
 * the tests find by its test id and compare with the reference image.
 */
export function GridComposition({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <div
      data-testid="composition"
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
        gap: '1rem',
        padding: '1rem',
        inlineSize: '720px',
        boxSizing: 'border-box',
      }}
    >
      {children}
    </div>
  );
}
