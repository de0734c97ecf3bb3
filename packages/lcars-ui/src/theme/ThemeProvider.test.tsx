import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Button } from '../components/Button';
import { ThemeProvider, useTheme, type Look } from './ThemeProvider';

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
