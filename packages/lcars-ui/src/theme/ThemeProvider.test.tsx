import { useState } from 'react';
import { createPortal } from 'react-dom';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { AlertStatus } from '../components/AlertStatus';
import { Button } from '../components/Button';
import { AlertType } from './alertPalettes';
import { vars } from './contract.css';
import { isThemeColorValue, readableOn } from './serverTheme';
import { ThemeProvider, useTheme, type AlertSettings, type Look } from './ThemeProvider';

function ThemeReport() {
  const { look, dark, dir } = useTheme();
  return <output>{`${look} ${dark ? 'dark' : 'light'} ${dir}`}</output>;
}

function Switcher() {
  const [look, setLook] = useState<Look>('material');
  const [dark, setDark] = useState(false);
  return (
    <ThemeProvider look={look} dark={dark}>
      <ThemeReport />
      <Button onPress={() => setLook(look === 'lcars' ? 'material' : 'lcars')}>Look</Button>
      <Button onPress={() => setDark(!dark)}>Scheme</Button>
    </ThemeProvider>
  );
}

/** The alert status block in the lcars look under `alert`; returns the render and the onAlertEnd spy. */
async function renderLcarsAlert(alert: AlertSettings) {
  const onAlertEnd = vi.fn();
  const screen = await render(
    <ThemeProvider look="lcars" alert={alert} onAlertEnd={onAlertEnd}>
      <AlertStatus />
    </ThemeProvider>,
  );
  return { onAlertEnd, screen };
}

describe('ThemeProvider', () => {
  it('defaults to material, dark, left to right', async () => {
    const screen = await render(
      <ThemeProvider>
        <ThemeReport />
      </ThemeProvider>,
    );
    await expect.element(screen.getByRole('status')).toHaveTextContent('material dark ltr');
  });

  it('switches look and scheme at runtime, and lcars is always dark', async () => {
    const screen = await render(<Switcher />);
    const root = screen.container.firstElementChild as HTMLElement;
    await expect.element(screen.getByRole('status')).toHaveTextContent('material light ltr');
    expect(getComputedStyle(root).backgroundColor).toBe('rgb(248, 248, 250)');

    await screen.getByRole('button', { name: 'Scheme' }).click();
    await expect.element(screen.getByRole('status')).toHaveTextContent('material dark ltr');
    expect(getComputedStyle(root).backgroundColor).toBe('rgb(18, 18, 18)');

    await screen.getByRole('button', { name: 'Look' }).click();
    await expect.element(screen.getByRole('status')).toHaveTextContent('lcars dark ltr');
    expect(root.dataset.look).toBe('lcars');
    expect(getComputedStyle(root).backgroundColor).toBe('rgb(0, 0, 0)');

    // dark=false is ignored by lcars
    await screen.getByRole('button', { name: 'Scheme' }).click();
    await expect.element(screen.getByRole('status')).toHaveTextContent('lcars dark ltr');
  });

  it('sets the text direction', async () => {
    const screen = await render(
      <ThemeProvider dir="rtl">
        <ThemeReport />
      </ThemeProvider>,
    );
    expect((screen.container.firstElementChild as HTMLElement).dir).toBe('rtl');
    await expect.element(screen.getByRole('status')).toHaveTextContent('material dark rtl');
  });

  it('loads the self-hosted Antonio face for the lcars look', async () => {
    await render(
      <ThemeProvider look="lcars">
        <p>Engage</p>
      </ThemeProvider>,
    );
    await document.fonts.load('400 16px Antonio');
    expect(document.fonts.check('400 16px Antonio')).toBe(true);
  });

  it('useTheme throws outside a provider', async () => {
    function Probe() {
      let message = 'themed';
      try {
        useTheme();
      } catch (error) {
        message = (error as Error).message;
      }
      return <p>{message}</p>;
    }
    const screen = await render(<Probe />);
    await expect.element(screen.getByText(/inside a <ThemeProvider>/)).toBeVisible();
  });
});

describe('ThemeProvider alerts', () => {
  const rootOf = (container: HTMLElement) => container.firstElementChild as HTMLElement;
  const primaryOf = (element: HTMLElement) =>
    getComputedStyle(element).getPropertyValue(vars.color.primary.slice(4, -1));

  it('replaces the main colours with the red-alert palette while active, in every look', async () => {
    const screen = await render(
      <>
        <ThemeProvider look="lcars" alert={{ type: AlertType.RedAlert, active: true }}>
          <Button>Lcars</Button>
        </ThemeProvider>
        <ThemeProvider look="material" dark={false} alert={{ type: AlertType.RedAlert, active: true }}>
          <Button>Light</Button>
        </ThemeProvider>
        <ThemeProvider look="material" dark alert={{ type: AlertType.CustomAlert, active: false }}>
          <Button>Calm</Button>
        </ThemeProvider>
      </>,
    );
    const background = (name: string) =>
      getComputedStyle(screen.getByRole('button', { name }).element()).backgroundColor;
    expect(background('Lcars')).toBe('rgb(255, 85, 85)'); // redAlert2, tomato
    expect(background('Light')).toBe('rgb(198, 40, 40)'); // redAlert8
    expect(background('Calm')).toBe('rgb(41, 98, 255)'); // inactive: the brand primary
  });

  it('ends after the timeout, calls onAlertEnd, and the colours return', async () => {
    const { onAlertEnd, screen } = await renderLcarsAlert({ type: 1, active: true, timeout: 150 });
    await expect.element(screen.getByRole('status')).toHaveTextContent('red alert');
    await vi.waitFor(() => expect(onAlertEnd).toHaveBeenCalledOnce(), { timeout: 2000 });
    await expect.element(screen.getByRole('status')).toHaveTextContent('');
    expect(rootOf(screen.container).dataset.alert).toBeUndefined();
    expect(primaryOf(rootOf(screen.container)).trim().toUpperCase()).toBe('#FFCC66');
  });

  it('defaults the timeout to 30 s', async () => {
    vi.useFakeTimers();
    try {
      const onAlertEnd = vi.fn();
      await render(
        <ThemeProvider alert={{ type: 3, active: true }} onAlertEnd={onAlertEnd}>
          <p>Yellow</p>
        </ThemeProvider>,
      );
      await vi.advanceTimersByTimeAsync(29_999);
      expect(onAlertEnd).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(onAlertEnd).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });

  it('blinks the alternates, and the status block stops and resumes it (WCAG 2.2.2)', async () => {
    const { onAlertEnd, screen } = await renderLcarsAlert({ type: 2, active: true, timeout: 60_000 });
    const root = rootOf(screen.container);
    expect(root.dataset.alertBlink).toBe('on');
    const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
    expect(getComputedStyle(root).animationName).toMatch(reduced ? /^none$/ : /blink/);
    await screen.getByRole('button', { name: 'Stop flashing' }).click();
    expect(root.dataset.alertBlink).toBe('off');
    expect(getComputedStyle(root).animationName).toBe('none');
    await screen.getByRole('button', { name: 'Resume flashing' }).click();
    expect(root.dataset.alertBlink).toBe('on');
    await screen.getByRole('button', { name: 'End alert' }).click();
    expect(onAlertEnd).toHaveBeenCalledOnce();
    expect(root.dataset.alert).toBeUndefined();
  });

  it('switches alert type at runtime without remounting the content', async () => {
    function Switcher() {
      const [type, setType] = useState<1 | 5>(1);
      return (
        <ThemeProvider look="lcars" alert={{ type, active: true, timeout: 60_000 }}>
          <AlertStatus showControls={false} />
          <Button onPress={() => setType(type === 1 ? 5 : 1)}>Switch</Button>
        </ThemeProvider>
      );
    }
    const screen = await render(<Switcher />);
    await expect.element(screen.getByRole('status')).toHaveTextContent('red alert');
    await screen.getByRole('button', { name: 'Switch' }).click();
    await expect.element(screen.getByRole('status')).toHaveTextContent('custom alert');
    expect(rootOf(screen.container).dataset.alert).toBe('custom');
  });
});

describe('ThemeProvider for portals', () => {
  // Overlays render outside the provider's element and copy themeClass and themeStyle onto their own root.
  it('exposes the alert palette in themeClass and the server theme in themeStyle', async () => {
    function Portalled() {
      const { themeClass, themeStyle } = useTheme();
      return createPortal(
        <div className={themeClass} style={themeStyle}>
          <Button>Portalled</Button>
        </div>,
        document.body,
      );
    }
    const screen = await render(
      <ThemeProvider
        look="lcars"
        alert={{ type: 1, active: true, timeout: 60_000 }}
        theme={{ themeColors: [{ themeColorName: 'redAlert2', themeColorValue: '#AA0000' }] }}
      >
        <Portalled />
      </ThemeProvider>,
    );
    const button = screen.getByRole('button', { name: 'Portalled' }).element();
    expect(screen.container.contains(button)).toBe(false);
    expect(getComputedStyle(button).backgroundColor).toBe('rgb(170, 0, 0)');
  });
});

describe('ThemeProvider server themes', () => {
  it('applies known colours with readable text, ignores unknown names and invalid colours', async () => {
    const theme = {
      themeColors: [
        { themeColorName: 'primary', themeColorValue: '#004D40' },
        { themeColorName: 'secondary', themeColorValue: 'not-a-colour' },
        { themeColorName: 'hyperdrive', themeColorValue: '#123456' },
        { themeColorName: 'redAlert2', themeColorValue: '#AA0000' },
      ],
    };
    const screen = await render(
      <>
        <ThemeProvider look="lcars" theme={theme}>
          <Button>Themed</Button>
          <Button variant="secondary">Second</Button>
        </ThemeProvider>
        <ThemeProvider look="lcars" theme={theme} alert={{ type: 1, active: true, timeout: 60_000 }}>
          <Button>Alerted</Button>
        </ThemeProvider>
      </>,
    );
    const style = (name: string) => getComputedStyle(screen.getByRole('button', { name }).element());
    expect(style('Themed').backgroundColor).toBe('rgb(0, 77, 64)');
    expect(style('Themed').color).toBe('rgb(255, 255, 255)');
    expect(style('Second').backgroundColor).toBe('rgb(204, 153, 204)'); // lilac: the invalid value is ignored
    // During a red alert the alert palette wins, built from the theme's own red-alert colours.
    expect(style('Alerted').backgroundColor).toBe('rgb(170, 0, 0)');
  });

  it('validates colours and picks readable text', () => {
    expect(isThemeColorValue('#abc')).toBe(true);
    expect(isThemeColorValue('#A1B2C3')).toBe(true);
    expect(isThemeColorValue('red')).toBe(false);
    expect(isThemeColorValue('#12345')).toBe(false);
    expect(readableOn('#FFCC66')).toBe('#000000');
    expect(readableOn('#1A237E')).toBe('#FFFFFF');
  });
});
