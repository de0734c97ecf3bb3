import type { ReactNode } from 'react';
import { SoundProvider, ThemeProvider } from '@lcars/ui';
import { useAlertStore } from '../core/stores/alert';
import { useThemeStore } from '../core/stores/theme';
import { soundEngine } from './sound';
import * as styles from './shell.css';

/**
 * The @lcars/ui theme and sound for the whole portal: look, dark mode (lcars is always dark), and the alert of
 * the alert store, whose palette, status block and klaxon the ThemeProvider shows (platform.md section 4).
 */
export function ThemeRoot({ children }: { children: ReactNode }) {
  const look = useThemeStore((state) => state.look);
  const dark = useThemeStore((state) => state.dark);
  const alertActive = useAlertStore((state) => state.alertActive);
  const alertType = useAlertStore((state) => state.alertType);
  const alertTimeout = useAlertStore((state) => state.alertTimeout);
  return (
    <SoundProvider engine={soundEngine}>
      <ThemeProvider
        look={look}
        dark={dark}
        alert={alertActive ? { type: alertType, active: true, timeout: alertTimeout } : null}
        onAlertEnd={() => useAlertStore.getState().lower()}
        className={styles.themeFill}
      >
        {children}
      </ThemeProvider>
    </SoundProvider>
  );
}
