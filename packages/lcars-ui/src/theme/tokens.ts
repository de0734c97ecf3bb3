// Token shapes are type aliases, not interfaces, so they satisfy vanilla-extract's indexable Contract type.
// Every token of every look as plain data. The vanilla-extract themes (material.css.ts, lcars.css.ts) are built
// from these objects, and the contrast tests read them, so a palette cannot drift from what is tested.

/** The canon LCARS colours, by their usual names. */
export const lcarsCanon = {
  goldenTanoi: '#FFCC66',
  neonCarrot: '#FF9933',
  lilac: '#CC99CC',
  anakiwa: '#99CCFF',
  hopbush: '#CC6699',
  bahamaBlue: '#006699',
  butterscotch: '#FF9966',
  redDamask: '#DD6644',
  mariner: '#3366CC',
  tanoi: '#FFCC99',
  orangePeel: '#FF9900',
  melrose: '#9999FF',
  blueBell: '#9999CC',
  chestnutRose: '#CC6666',
  eggplant: '#664466',
  periwinkle: '#CCDDFF',
  mars: '#FF2200',
  tomato: '#FF5555',
  husk: '#BBAA55',
  spaceWhite: '#F5F6FA',
  black: '#000000',
} as const;

/** The default brand colours of the material look. */
export const materialBrand = {
  primary: '#2962FF',
  secondary: '#3F51B5',
} as const;

/** Colour roles. Each fill colour a text can sit on has an `on*` partner that reaches WCAG AA on it. */
export type ColorTokens = {
  accent: string;
  onAccent: string;
  background: string;
  /** Body text on background and surface. */
  text: string;
  /** Secondary text on background and surface. */
  textMuted: string;
  surface: string;
  onSurface: string;
  /** Borders and dividers of controls: 3:1 on background and surface. */
  outline: string;
  primary: string;
  onPrimary: string;
  /** The primary colour where it is used as text on background or surface (text buttons, links). */
  primaryText: string;
  secondary: string;
  onSecondary: string;
  tertiary: string;
  onTertiary: string;
  quadrinary: string;
  onQuadrinary: string;
  quinary: string;
  onQuinary: string;
  sexenary: string;
  onSexenary: string;
  septenary: string;
  onSeptenary: string;
  octonary: string;
  onOctonary: string;
  success: string;
  onSuccess: string;
  error: string;
  onError: string;
  info: string;
  onInfo: string;
  warning: string;
  onWarning: string;
  /** Keyboard focus indicator: 3:1 on background and surface. */
  focusRing: string;
};

type Nine<Prefix extends string> = Record<`${Prefix}${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9}`, string>;

/** The nine red-alert and nine custom-alert colours of a theme (the server's Theme record). */
export type AlertTokens = Nine<'redAlert'> & Nine<'customAlert'>;

export type ThemeTokens = {
  /** CSS color-scheme, so native controls and scrollbars match. */
  colorScheme: 'light' | 'dark';
  color: ColorTokens;
  alert: AlertTokens;
  font: { body: string; heading: string; label: string; mono: string };
  fontSize: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
  fontWeight: { regular: string; medium: string; bold: string };
  lineHeight: { tight: string; normal: string };
  /** Labels of buttons and bars: the LCARS look is uppercase and tracked. */
  label: { textTransform: string; letterSpacing: string };
  space: { xxs: string; xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
  radii: { sm: string; md: string; lg: string; button: string; card: string; pill: string };
  size: { control: string; controlTouch: string; focusRingWidth: string; focusRingOffset: string };
  elevation: { card: string; button: string; buttonHover: string };
  /** LCARS frame geometry; the material look uses them only where it draws bars. */
  shape: {
    elbowRadius: string;
    elbowInnerRadius: string;
    pillCap: string;
    barHeightSm: string;
    barHeightMd: string;
    barHeightLg: string;
    barGap: string;
    /** Width of the LCARS side panel and of the vertical arm of the elbows that join it. */
    panelWidth: string;
  };
  motion: { durationFast: string; durationMedium: string; durationSlow: string; easing: string };
  /** Shell and overlay geometry (bar heights, drawer and toast widths), plus the overlay scrim and shadow. */
  shell: ShellTokens;
};

export type ShellTokens = {
  appBarHeight: string;
  appBarExtension: string;
  toolbarHeight: string;
  toolbarExtension: string;
  drawerWidth: string;
  drawerRail: string;
  /** The right-hand drawer (notifications). */
  sideSheetWidth: string;
  toastWidth: string;
  dialogSm: string;
  dialogMd: string;
  dialogLg: string;
  dialogXl: string;
  /** Loader sizes: default 60, app and elsewhere 70, in cards 75. */
  loaderSm: string;
  loaderMd: string;
  loaderLg: string;
  icon: string;
  badge: string;
  /** The veil behind modal overlays. */
  scrim: string;
  overlayShadow: string;
};

/** The shell's sizes in rem (16 px each): the same in every look. */
const shellGeometry = {
  appBarHeight: '4rem',
  appBarExtension: '3rem',
  toolbarHeight: '4rem',
  toolbarExtension: '3rem',
  drawerWidth: '16rem',
  drawerRail: '3.5rem',
  sideSheetWidth: '25rem',
  toastWidth: '18.75rem',
  dialogSm: '25rem',
  dialogMd: '37.5rem',
  dialogLg: '56.25rem',
  dialogXl: '68.75rem',
  loaderSm: '3.75rem',
  loaderMd: '4.375rem',
  loaderLg: '4.6875rem',
  icon: '1.5rem',
  badge: '1.25rem',
} as const;

export const fontStacks = {
  system:
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', 'Noto Sans', 'Liberation Sans', Arial, sans-serif",
  lcars: "Antonio, 'Arial Narrow', 'Roboto Condensed', 'Liberation Sans Narrow', sans-serif",
  mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
} as const;

const materialRedAlert = {
  redAlert1: '#FFCDD2',
  redAlert2: '#EF9A9A',
  redAlert3: '#E57373',
  redAlert4: '#EF5350',
  redAlert5: '#F44336',
  redAlert6: '#E53935',
  redAlert7: '#D32F2F',
  redAlert8: '#C62828',
  redAlert9: '#B71C1C',
} as const;

const materialCustomAlert = {
  customAlert1: '#D1C4E9',
  customAlert2: '#B39DDB',
  customAlert3: '#9575CD',
  customAlert4: '#7E57C2',
  customAlert5: '#673AB7',
  customAlert6: '#5E35B1',
  customAlert7: '#512DA8',
  customAlert8: '#4527A0',
  customAlert9: '#311B92',
} as const;

// Both looks share the space scale (2 to 48 px) and the three weights; their type and shapes differ.
const spaceScale = {
  xxs: '0.125rem',
  xs: '0.25rem',
  sm: '0.5rem',
  md: '1rem',
  lg: '1.5rem',
  xl: '2rem',
  xxl: '3rem',
};
const fontWeights = { regular: '400', medium: '500', bold: '700' };

const materialShared = {
  font: {
    body: fontStacks.system,
    heading: fontStacks.system,
    label: fontStacks.system,
    mono: fontStacks.mono,
  },
  fontSize: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.5rem', xxl: '2.125rem' },
  fontWeight: fontWeights,
  lineHeight: { tight: '1.25', normal: '1.5' },
  label: { textTransform: 'uppercase', letterSpacing: '0.0892em' },
  space: spaceScale,
  radii: { sm: '0.25rem', md: '0.5rem', lg: '0.75rem', button: '0.25rem', card: '0.5rem', pill: '999rem' },
  size: {
    control: '2.25rem',
    controlTouch: '2.75rem',
    focusRingWidth: '0.1875rem',
    focusRingOffset: '0.125rem',
  },
  shape: {
    elbowRadius: '2rem',
    elbowInnerRadius: '1rem',
    pillCap: '999rem',
    barHeightSm: '0.5rem',
    barHeightMd: '1rem',
    barHeightLg: '2rem',
    barGap: '0.25rem',
    panelWidth: '6rem',
  },
  motion: {
    durationFast: '100ms',
    durationMedium: '200ms',
    durationSlow: '400ms',
    easing: 'cubic-bezier(0.4, 0, 0.2, 1)',
  },
  shell: {
    ...shellGeometry,
    scrim: 'rgba(0, 0, 0, 0.5)',
    overlayShadow:
      '0 11px 15px -7px rgba(0, 0, 0, 0.2), 0 24px 38px 3px rgba(0, 0, 0, 0.14), 0 9px 46px 8px rgba(0, 0, 0, 0.12)',
  },
} as const;

export const materialLightTokens: ThemeTokens = {
  ...materialShared,
  colorScheme: 'light',
  color: {
    accent: '#C51162',
    onAccent: '#FFFFFF',
    background: '#F8F8FA',
    text: '#1C1B1F',
    textMuted: '#55545C',
    surface: '#FFFFFF',
    onSurface: '#1C1B1F',
    outline: '#79747E',
    primary: materialBrand.primary,
    onPrimary: '#FFFFFF',
    primaryText: materialBrand.primary,
    secondary: materialBrand.secondary,
    onSecondary: '#FFFFFF',
    tertiary: '#00796B',
    onTertiary: '#FFFFFF',
    quadrinary: '#7B1FA2',
    onQuadrinary: '#FFFFFF',
    quinary: '#BF360C',
    onQuinary: '#FFFFFF',
    sexenary: '#5D4037',
    onSexenary: '#FFFFFF',
    septenary: '#455A64',
    onSeptenary: '#FFFFFF',
    octonary: '#AD1457',
    onOctonary: '#FFFFFF',
    success: '#2E7D32',
    onSuccess: '#FFFFFF',
    error: '#C62828',
    onError: '#FFFFFF',
    info: '#0277BD',
    onInfo: '#FFFFFF',
    warning: '#F9A825',
    onWarning: '#000000',
    focusRing: materialBrand.primary,
  },
  alert: { ...materialRedAlert, ...materialCustomAlert },
  elevation: {
    card: '0 1px 3px rgba(0, 0, 0, 0.2), 0 1px 1px rgba(0, 0, 0, 0.14), 0 2px 1px -1px rgba(0, 0, 0, 0.12)',
    button: '0 3px 1px -2px rgba(0, 0, 0, 0.2), 0 2px 2px rgba(0, 0, 0, 0.14), 0 1px 5px rgba(0, 0, 0, 0.12)',
    buttonHover:
      '0 2px 4px -1px rgba(0, 0, 0, 0.2), 0 4px 5px rgba(0, 0, 0, 0.14), 0 1px 10px rgba(0, 0, 0, 0.12)',
  },
};

export const materialDarkTokens: ThemeTokens = {
  ...materialShared,
  colorScheme: 'dark',
  color: {
    accent: '#FF4081',
    onAccent: '#000000',
    background: '#121212',
    text: '#EDEDED',
    textMuted: '#ABABAB',
    surface: '#1E1E1E',
    onSurface: '#EDEDED',
    outline: '#8C8C8C',
    // The brand fills stay the brand colours in the dark scheme; only the text drawn on them or in their hue
    // changes so it keeps AA contrast.
    primary: materialBrand.primary,
    onPrimary: '#FFFFFF',
    primaryText: '#82B1FF',
    secondary: materialBrand.secondary,
    onSecondary: '#FFFFFF',
    tertiary: '#4DB6AC',
    onTertiary: '#000000',
    quadrinary: '#BA68C8',
    onQuadrinary: '#000000',
    quinary: '#FF8A65',
    onQuinary: '#000000',
    sexenary: '#A1887F',
    onSexenary: '#000000',
    septenary: '#90A4AE',
    onSeptenary: '#000000',
    octonary: '#F06292',
    onOctonary: '#000000',
    success: '#66BB6A',
    onSuccess: '#000000',
    error: '#EF5350',
    onError: '#000000',
    info: '#4FC3F7',
    onInfo: '#000000',
    warning: '#FFCA28',
    onWarning: '#000000',
    focusRing: '#82B1FF',
  },
  alert: { ...materialRedAlert, ...materialCustomAlert },
  elevation: {
    // Shadows barely read on a dark background, so the dark scheme also lifts surfaces with a hairline.
    card: '0 0 0 1px rgba(255, 255, 255, 0.08), 0 2px 4px rgba(0, 0, 0, 0.6)',
    button: '0 2px 4px rgba(0, 0, 0, 0.6)',
    buttonHover: '0 4px 8px rgba(0, 0, 0, 0.7)',
  },
};

/** The LCARS look is always dark: black space, coloured bars, black text on them. */
export const lcarsTokens: ThemeTokens = {
  colorScheme: 'dark',
  color: {
    accent: lcarsCanon.neonCarrot,
    onAccent: lcarsCanon.black,
    background: lcarsCanon.black,
    text: lcarsCanon.spaceWhite,
    textMuted: lcarsCanon.blueBell,
    surface: '#0A0A10',
    onSurface: lcarsCanon.spaceWhite,
    outline: lcarsCanon.blueBell,
    primary: lcarsCanon.goldenTanoi,
    onPrimary: lcarsCanon.black,
    primaryText: lcarsCanon.goldenTanoi,
    secondary: lcarsCanon.lilac,
    onSecondary: lcarsCanon.black,
    tertiary: lcarsCanon.anakiwa,
    onTertiary: lcarsCanon.black,
    quadrinary: lcarsCanon.hopbush,
    onQuadrinary: lcarsCanon.black,
    quinary: lcarsCanon.butterscotch,
    onQuinary: lcarsCanon.black,
    sexenary: lcarsCanon.melrose,
    onSexenary: lcarsCanon.black,
    septenary: lcarsCanon.blueBell,
    onSeptenary: lcarsCanon.black,
    octonary: lcarsCanon.chestnutRose,
    onOctonary: lcarsCanon.black,
    success: '#99DD66',
    onSuccess: lcarsCanon.black,
    error: lcarsCanon.tomato,
    onError: lcarsCanon.black,
    info: lcarsCanon.periwinkle,
    onInfo: lcarsCanon.black,
    warning: lcarsCanon.orangePeel,
    onWarning: lcarsCanon.black,
    focusRing: lcarsCanon.anakiwa,
  },
  alert: {
    redAlert1: lcarsCanon.mars,
    redAlert2: lcarsCanon.tomato,
    redAlert3: lcarsCanon.redDamask,
    redAlert4: '#FF7777',
    redAlert5: lcarsCanon.chestnutRose,
    redAlert6: '#FF4444',
    redAlert7: '#EE5544',
    redAlert8: '#FF9999',
    redAlert9: '#FFBBAA',
    customAlert1: lcarsCanon.melrose,
    customAlert2: lcarsCanon.anakiwa,
    customAlert3: lcarsCanon.periwinkle,
    customAlert4: '#5599FF',
    customAlert5: lcarsCanon.blueBell,
    customAlert6: '#CC99FF',
    customAlert7: '#8899FF',
    customAlert8: '#AABBFF',
    customAlert9: '#DDBBFF',
  },
  font: { body: fontStacks.lcars, heading: fontStacks.lcars, label: fontStacks.lcars, mono: fontStacks.mono },
  // Antonio is condensed: one step larger than the system stack reads the same.
  fontSize: { xs: '0.875rem', sm: '1rem', md: '1.125rem', lg: '1.5rem', xl: '2rem', xxl: '2.75rem' },
  fontWeight: fontWeights,
  lineHeight: { tight: '1.15', normal: '1.4' },
  label: { textTransform: 'uppercase', letterSpacing: '0.06em' },
  space: spaceScale,
  radii: { sm: '0.25rem', md: '0.5rem', lg: '1rem', button: '999rem', card: '0', pill: '999rem' },
  size: {
    control: '2.75rem',
    controlTouch: '2.75rem',
    focusRingWidth: '0.1875rem',
    focusRingOffset: '0.1875rem',
  },
  elevation: { card: 'none', button: 'none', buttonHover: 'none' },
  shape: {
    elbowRadius: '3rem',
    elbowInnerRadius: '1.5rem',
    pillCap: '999rem',
    barHeightSm: '0.75rem',
    barHeightMd: '1.5rem',
    barHeightLg: '2.75rem',
    barGap: '0.25rem',
    panelWidth: '8.5rem',
  },
  motion: {
    durationFast: '80ms',
    durationMedium: '160ms',
    durationSlow: '320ms',
    easing: 'linear',
  },
  // LCARS panels float on black space: a dense veil and no shadow.
  shell: { ...shellGeometry, scrim: 'rgba(0, 0, 0, 0.8)', overlayShadow: 'none' },
};

export type Look = 'material' | 'lcars';
