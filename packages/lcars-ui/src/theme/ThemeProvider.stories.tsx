import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { AlertStatus } from '../components/AlertStatus';
import { Button } from '../components/Button';
import { Card } from '../components/Card';
import { AlertType } from './alertPalettes';
import { ThemeProvider, useTheme, type Look } from './ThemeProvider';

function ThemeSummary() {
  const { look, dark, dir } = useTheme();
  return (
    <p role="status">
      Look {look}, {dark ? 'dark' : 'light'}, {dir}
    </p>
  );
}

/** Switches look and scheme with state, as the portal does: no reload, the theme class changes. */
function RuntimeSwitch() {
  const [look, setLook] = useState<Look>('material');
  const [dark, setDark] = useState(true);
  return (
    <ThemeProvider look={look} dark={dark}>
      <div style={{ padding: '1rem' }}>
        <Card
          title="Theme"
          actions={
            <>
              <Button variant="secondary" onPress={() => setDark(!dark)}>
                Toggle scheme
              </Button>
              <Button onPress={() => setLook(look === 'lcars' ? 'material' : 'lcars')}>Toggle look</Button>
            </>
          }
        >
          <ThemeSummary />
        </Card>
      </div>
    </ThemeProvider>
  );
}

/**
 * Wrap the app (or any part of it) in `ThemeProvider` with `look` (`material` | `lcars`), `dark`, `dir`,
 * `alert` (`{ type, active, timeout }`, with `onAlertEnd`) and `theme` (a server theme's `themeColors`). It
 * sets the theme class, alert palette and variables on a wrapping element; `useTheme()` reads `{ look, dark,
 * dir, themeClass, alert }`. The lcars look is always dark. Every prop switches at runtime without a reload.
 */
const meta = {
  title: 'Foundations/ThemeProvider',
  component: ThemeProvider,
} satisfies Meta<typeof ThemeProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SwitchAtRuntime: Story = {
  render: () => <RuntimeSwitch />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Look material, dark, ltr');
    await userEvent.click(canvas.getByRole('button', { name: 'Toggle look' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Look lcars, dark, ltr'));
    await userEvent.click(canvas.getByRole('button', { name: 'Toggle look' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Toggle scheme' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Look material, light, ltr'));
  },
};

/** Alerts switch at runtime too: start one, let the status block end it. */
function AlertSwitch() {
  const [type, setType] = useState<AlertType | null>(null);
  return (
    <ThemeProvider
      look="lcars"
      alert={type ? { type, active: true, timeout: 60_000 } : null}
      onAlertEnd={() => setType(null)}
    >
      <div style={{ padding: '1rem', display: 'grid', gap: '1rem', justifyItems: 'start' }}>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.25rem' }}>
          <Button onPress={() => setType(AlertType.RedAlert)}>Red alert</Button>
          <Button variant="secondary" onPress={() => setType(AlertType.YellowAlertAlternate)}>
            Yellow alert
          </Button>
          <Button variant="secondary" onPress={() => setType(AlertType.CustomAlert)}>
            Custom alert
          </Button>
        </div>
        <AlertStatus />
      </div>
    </ThemeProvider>
  );
}

export const AlertAtRuntime: Story = {
  render: () => <AlertSwitch />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Red alert' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('red alert'));
    await userEvent.click(canvas.getByRole('button', { name: 'End alert' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(''));
  },
};

const serverTheme = {
  themeColors: [
    { themeColorName: 'primary', themeColorValue: '#00695C' },
    { themeColorName: 'secondary', themeColorValue: '#FFB300' },
    { themeColorName: 'accent', themeColorValue: '#D81B60' },
    { themeColorName: 'unknownName', themeColorValue: '#123456' },
    { themeColorName: 'tertiary', themeColorValue: 'not a colour' },
  ],
};

/** A server-defined theme over the look; text on each fill turns black or white, whichever reads better. */
export const ServerTheme: Story = {
  render: () => (
    <ThemeProvider look="material" dark={false} theme={serverTheme}>
      <div style={{ padding: '1rem', display: 'flex', gap: '0.5rem' }}>
        <Button>Primary</Button>
        <Button variant="secondary">Secondary</Button>
      </div>
    </ThemeProvider>
  ),
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByRole('button', { name: 'Primary' })).backgroundColor).toBe(
      'rgb(0, 105, 92)',
    );
    await expect(getComputedStyle(canvas.getByRole('button', { name: 'Secondary' })).color).toBe(
      'rgb(0, 0, 0)',
    );
  },
};
