import type { Decorator, Preview } from '@storybook/react-vite';
// From the source file, the same module the stories use. (Importing the '@lcars/ui' barrel here would make the
// tooling type-check follow react-aria's own 'source' export condition into its raw sources.)
import { isAlertType } from '../packages/lcars-ui/src/theme/alertPalettes';
import {
  ThemeProvider,
  type AlertSettings,
  type Look,
  type TextDirection,
} from '../packages/lcars-ui/src/theme/ThemeProvider';

// Alert types of the spec (Theme and alert). The toolbar's choice drives ThemeProvider's alert: active, with a
// long timeout so it does not end while a designer looks at it.
const alertItems = [
  { value: 'none', title: 'No alert' },
  { value: '1', title: 'RedAlert (1)' },
  { value: '2', title: 'RedAlertAlternate (2)' },
  { value: '3', title: 'YellowAlert (3)' },
  { value: '4', title: 'YellowAlertAlternate (4)' },
  { value: '5', title: 'CustomAlert (5)' },
  { value: '6', title: 'CustomAlertAlternate (6)' },
];

const withTheme: Decorator = (Story, context) => {
  const look: Look = context.globals.look === 'lcars' ? 'lcars' : 'material';
  const dark = context.globals.scheme !== 'light';
  const dir: TextDirection = context.globals.direction === 'rtl' ? 'rtl' : 'ltr';
  const alertType = Number(context.globals.alert);
  const alert: AlertSettings | null = isAlertType(alertType)
    ? { type: alertType, active: true, timeout: 60 * 60_000 }
    : null;
  return (
    <ThemeProvider look={look} dark={dark} dir={dir} alert={alert}>
      <div
        style={{
          padding: '1.5rem',
          // A single story fills the canvas with the theme's background; in docs each story keeps its size.
          minHeight: context.viewMode === 'story' ? '100vh' : undefined,
          boxSizing: 'border-box',
        }}
      >
        <Story />
      </div>
    </ThemeProvider>
  );
};

const preview: Preview = {
  decorators: [withTheme],
  globalTypes: {
    look: {
      description: 'Theme mode: material (1) or LCARS (2)',
      toolbar: {
        title: 'Look',
        icon: 'paintbrush',
        items: [
          { value: 'material', title: 'Material (mode 1)' },
          { value: 'lcars', title: 'LCARS (mode 2)' },
        ],
        dynamicTitle: true,
      },
    },
    scheme: {
      description: 'Colour scheme; the LCARS look is always dark',
      toolbar: {
        title: 'Scheme',
        icon: 'mirror',
        items: [
          { value: 'dark', title: 'Dark', icon: 'moon' },
          { value: 'light', title: 'Light', icon: 'sun' },
        ],
        dynamicTitle: true,
      },
    },
    alert: {
      description: 'Alert type',
      toolbar: { title: 'Alert', icon: 'alert', items: alertItems, dynamicTitle: true },
    },
    direction: {
      description: 'Text direction',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { look: 'material', scheme: 'dark', alert: 'none', direction: 'ltr' },
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    // axe on every story; label-content-name-mismatch (WCAG 2.5.3: a name contains the visible label, so a
    // voice-control user can say what they see) is an experimental rule axe leaves off unless asked.
    a11y: { test: 'error', config: { rules: [{ id: 'label-content-name-mismatch', enabled: true }] } },
  },
  tags: ['autodocs'],
};

export default preview;
