import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ThemeProvider } from '../../theme/ThemeProvider';
import { AppBar } from './AppBar';

describe('AppBar', () => {
  afterEach(async () => {
    await page.viewport(1280, 800);
  });

  it('is a 64 high banner with a 48 high extension', async () => {
    const screen = await render(
      <ThemeProvider>
        <AppBar title="Money" extension={<span>Tabs</span>} />
      </ThemeProvider>,
    );
    const bar = screen.getByRole('banner').element();
    expect(bar.getBoundingClientRect().height).toBe(112);
  });

  it('hides when the window is under 375 px high', async () => {
    await page.viewport(800, 374);
    const screen = await render(
      <ThemeProvider>
        <AppBar title="Money" />
      </ThemeProvider>,
    );
    await expect.element(screen.getByText('Money')).not.toBeVisible();
    await page.viewport(800, 375);
    await expect.element(screen.getByText('Money')).toBeVisible();
  });

  it('is a pill bar in the lcars look', async () => {
    const screen = await render(
      <ThemeProvider look="lcars">
        <AppBar title="Money" />
      </ThemeProvider>,
    );
    const row = screen.getByText('Money').element().parentElement as HTMLElement;
    const style = getComputedStyle(row);
    expect(style.backgroundColor).toBe('rgb(255, 204, 102)');
    expect(parseFloat(style.borderTopLeftRadius)).toBeGreaterThanOrEqual(32);
  });
});
