import type { ReactNode } from 'react';
import { ThemeProvider } from '../theme/ThemeProvider';
import type { Look } from '../theme/tokens';

// Stories only (not part of the library build): renders the same content in every look, so one story shows
// designers the looks side by side and lets the a11y test check each of them.
const looks: { label: string; look: Look; dark: boolean }[] = [
  { label: 'Material, light', look: 'material', dark: false },
  { label: 'Material, dark', look: 'material', dark: true },
  { label: 'LCARS', look: 'lcars', dark: true },
];

/** Content of each look; a function receives the look's label, to keep landmark names unique. */
export function LookGallery({ children }: { children: ReactNode | ((label: string) => ReactNode) }) {
  return (
    <div
      style={{ display: 'grid', gap: '1rem', gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))' }}
    >
      {looks.map(({ label, look, dark }) => (
        <ThemeProvider key={label} look={look} dark={dark}>
          <div style={{ padding: '1rem', display: 'grid', gap: '1rem' }}>
            <p style={{ margin: 0, fontSize: '0.875rem', opacity: 0.9 }}>{label}</p>
            {typeof children === 'function' ? children(label) : children}
          </div>
        </ThemeProvider>
      ))}
    </div>
  );
}
