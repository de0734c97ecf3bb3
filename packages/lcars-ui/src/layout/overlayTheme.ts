import { useTheme, type ThemeState } from '../theme/ThemeProvider';

export interface OverlayThemeProps {
  /** The theme class for the outermost element of a portal; the overlay sets its own font and colours. */
  className: string;
  'data-look'?: ThemeState['look'];
  'data-scheme'?: 'dark' | 'light';
  'data-alert'?: string;
  dir?: ThemeState['dir'];
  /** A server theme's CSS variables. */
  style?: Record<string, string>;
}

function useOptionalTheme(): ThemeState | null {
  try {
    return useTheme();
  } catch {
    return null;
  }
}

/**
 * Overlays (modals, popovers, toasts, the loader) render in portals outside the ThemeProvider's element. Spread
 * these props on the outermost portalled element so the theme (with its alert palette and server theme
 * variables), the look's structure selectors and the text direction follow the overlay there. Outside a provider it returns no theme.
 * @internal
 */
export function useOverlayTheme(): OverlayThemeProps {
  const theme = useOptionalTheme();
  if (!theme) return { className: '' };
  return {
    className: theme.themeClass,
    'data-look': theme.look,
    'data-scheme': theme.dark ? 'dark' : 'light',
    'data-alert': theme.alert?.kind,
    dir: theme.dir,
    style: theme.themeStyle,
  };
}
