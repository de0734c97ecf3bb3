// The self-hosted Antonio faces of the lcars look load with the provider: a .css.ts file cannot import them,
// vanilla-extract evaluates its other imports at build time and drops them.
import './fonts.css';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { I18nProvider } from 'react-aria-components';
import { AlertKlaxon } from '../sound/AlertKlaxon';
import {
  alertBase,
  alertKind,
  alertLabels,
  alertRoles,
  DEFAULT_ALERT_TIMEOUT,
  isAlertType,
  isAlternateAlert,
  type AlertKind,
  type AlertType,
} from './alertPalettes';
import { alertBlinkClass, alertPaletteClass } from './alerts.css';
import { lcarsTheme } from './lcars.css';
import { materialDarkTheme, materialLightTheme } from './material.css';
import { themeRoot } from './root.css';
import { serverThemeVars, type ServerTheme } from './serverTheme';
import type { Look } from './tokens';

export type { Look };
export type TextDirection = 'ltr' | 'rtl';

/** The alert part of the user's alert settings. */
export interface AlertSettings {
  /** RedAlert 1, RedAlertAlternate 2, YellowAlert 3, YellowAlertAlternate 4, CustomAlert 5, CustomAlertAlternate 6. */
  type: AlertType;
  active: boolean;
  /** Milliseconds until the alert ends by itself; default 30000 (alertTimeout). */
  timeout?: number;
}

export interface ThemeProviderProps {
  /** Theme mode: 'material' (stored as mode 1, the default) or 'lcars' (mode 2). */
  look?: Look;
  /** Dark scheme; the default. Ignored by the lcars look, which is always dark. */
  dark?: boolean;
  /** Text direction of everything inside. */
  dir?: TextDirection;
  /**
   * An alert: while active, its palette replaces the main colours, an `AlertStatus` inside shows and announces
   * it, and a `SoundProvider` around the provider sounds the klaxon of a red alert.
   */
  alert?: AlertSettings | null;
  /** Called when the active alert ends: after its timeout, or when the user ends it from the status block. */
  onAlertEnd?: () => void;
  /** A server-defined theme (its themeColors) over the look; unknown names and invalid colours are ignored. */
  theme?: ServerTheme | null;
  /**
   * BCP 47 locale for react-aria (keyboard direction, formatting). When omitted the nearest I18nProvider or the
   * browser's locale applies.
   */
  locale?: string;
  /** Extra class on the wrapping element, e.g. to make it fill the viewport. */
  className?: string;
  children?: ReactNode;
}

/** The alert in effect, for the status block and sound. */
export interface ActiveAlert {
  type: AlertType;
  kind: AlertKind;
  /** 'red alert', 'yellow alert' or 'custom alert'. */
  label: string;
  /** The alternates blink. */
  alternate: boolean;
  /** Whether an alternate is blinking now (false once the user stopped it). */
  blinking: boolean;
  /** Stops or resumes the blinking of an alternate (WCAG 2.2.2). */
  setBlinking: (blinking: boolean) => void;
  /** Ends the alert now, as its timeout would. */
  end: () => void;
}

export interface ThemeState {
  look: Look;
  /** The scheme in effect: always true for lcars. */
  dark: boolean;
  dir: TextDirection;
  /**
   * The theme classes applied by the provider (look and scheme, plus the active alert's palette and blink), for
   * content rendered outside it (portals).
   */
  themeClass: string;
  /** The server theme's CSS variables, for the style attribute of content rendered outside the provider. */
  themeStyle: Record<string, string>;
  /** The active alert, or null. */
  alert: ActiveAlert | null;
}

const ThemeContext = createContext<ThemeState | null>(null);

function baseThemeClass(look: Look, dark: boolean): string {
  if (look === 'lcars') return lcarsTheme;
  return dark ? materialDarkTheme : materialLightTheme;
}

/** Identifies one activation of an alert: a new one (other type or timeout, or re-activated) restarts it. */
function useAlertLifecycle(alert: AlertSettings | null | undefined, onAlertEnd: (() => void) | undefined) {
  const requested = alert?.active && isAlertType(alert.type) ? alert : null;
  const timeout = requested?.timeout ?? DEFAULT_ALERT_TIMEOUT;
  const activationKey = requested ? `${requested.type}:${timeout}` : null;

  // Ended activations stay ended until the alert is turned off or changed ("adjusting state on a prop change").
  const [ended, setEnded] = useState<string | null>(null);
  const [previousKey, setPreviousKey] = useState(activationKey);
  const [blinking, setBlinking] = useState(true);
  if (previousKey !== activationKey) {
    setPreviousKey(activationKey);
    setEnded(null);
    setBlinking(true);
  }
  const active = activationKey !== null && ended !== activationKey;

  const onEndRef = useRef(onAlertEnd);
  useEffect(() => {
    onEndRef.current = onAlertEnd;
  });

  const end = useCallback(() => {
    if (activationKey === null) return;
    setEnded(activationKey);
    onEndRef.current?.();
  }, [activationKey]);

  useEffect(() => {
    if (!active) return undefined;
    const timer = setTimeout(end, timeout);
    return () => clearTimeout(timer);
  }, [active, end, timeout]);

  return { type: active && requested ? requested.type : null, blinking, setBlinking, end };
}

/**
 * Applies a look (material or lcars), scheme, alert and server theme to its children by setting classes and
 * variables on a wrapping element. Changing any prop switches the theme at runtime; nothing reloads.
 */
export function ThemeProvider({
  look = 'material',
  dark = true,
  dir = 'ltr',
  alert,
  onAlertEnd,
  theme,
  locale,
  className,
  children,
}: ThemeProviderProps) {
  const effectiveDark = look === 'lcars' ? true : dark;
  const { type, blinking, setBlinking, end } = useAlertLifecycle(alert, onAlertEnd);

  const activeAlert = useMemo<ActiveAlert | null>(() => {
    if (type === null) return null;
    const kind = alertKind(type);
    return {
      type,
      kind,
      label: alertLabels[kind],
      alternate: isAlternateAlert(type),
      blinking: isAlternateAlert(type) && blinking,
      setBlinking,
      end,
    };
  }, [type, blinking, setBlinking, end]);

  const base = alertBase(look, effectiveDark);
  const themeClasses = [baseThemeClass(look, effectiveDark)];
  if (activeAlert) {
    themeClasses.push(alertPaletteClass[base][activeAlert.kind]);
    if (activeAlert.blinking) themeClasses.push(alertBlinkClass[base][activeAlert.kind]);
  }
  const themeClass = themeClasses.join(' ');

  // The server theme's alert colours apply always; its main colours give way to an active alert's palette.
  const alertActive = activeAlert !== null;
  const themeStyle = useMemo(
    () => serverThemeVars(theme, { skipRoles: alertActive ? alertRoles : [] }),
    [theme, alertActive],
  );

  const state = useMemo<ThemeState>(
    () => ({ look, dark: effectiveDark, dir, themeClass, themeStyle, alert: activeAlert }),
    [look, effectiveDark, dir, themeClass, themeStyle, activeAlert],
  );

  const themed = (
    <div
      className={[themeClass, themeRoot, className].filter(Boolean).join(' ')}
      style={themeStyle}
      data-look={look}
      data-scheme={effectiveDark ? 'dark' : 'light'}
      data-alert={activeAlert ? activeAlert.kind : undefined}
      data-alert-type={activeAlert ? activeAlert.type : undefined}
      data-alert-blink={activeAlert?.alternate ? (activeAlert.blinking ? 'on' : 'off') : undefined}
      dir={dir}
    >
      {children}
    </div>
  );

  return (
    <ThemeContext value={state}>
      <AlertKlaxon alert={activeAlert} />
      {locale ? <I18nProvider locale={locale}>{themed}</I18nProvider> : themed}
    </ThemeContext>
  );
}

/** The look, scheme, direction and alert in effect. Throws outside a ThemeProvider, where no theme applies. */
export function useTheme(): ThemeState {
  const state = useContext(ThemeContext);
  if (!state) {
    throw new Error('useTheme() must be called inside a <ThemeProvider>.');
  }
  return state;
}

/** The active alert of the nearest ThemeProvider, or null (also outside any provider). */
export function useAlert(): ActiveAlert | null {
  return useContext(ThemeContext)?.alert ?? null;
}
