import type { ReactNode } from 'react';
import { ThemeProvider } from '@lcars/ui';
import { useThemeStore } from '../core/stores/theme';
import * as styles from './shell.css';

/** The @lcars/ui theme for the whole portal; the provider keeps lcars dark (platform.md section 4). */
export function ThemeRoot({ children }: { children: ReactNode }) {
  const look = useThemeStore((state) => state.look);
  const dark = useThemeStore((state) => state.dark);
  return (
    <ThemeProvider look={look} dark={dark} className={styles.themeFill}>
      {children}
    </ThemeProvider>
  );
}
