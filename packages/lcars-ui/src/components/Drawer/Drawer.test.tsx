import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DialogTrigger } from 'react-aria-components';
import { ThemeProvider } from '../../theme/ThemeProvider';
import { Button } from '../Button/Button';
import { Drawer } from './Drawer';

describe('Drawer', () => {
  it('is a 400 wide sheet at the end edge that Escape closes', async () => {
    await page.viewport(1280, 800);
    const screen = await render(
      <ThemeProvider>
        <DialogTrigger>
          <Button>Bell</Button>
          <Drawer title="Notifications">No notifications available</Drawer>
        </DialogTrigger>
      </ThemeProvider>,
    );
    await screen.getByRole('button', { name: 'Bell' }).click();
    const drawer = page.getByRole('dialog', { name: 'Notifications' });
    await expect.element(drawer).toBeVisible();
    // After the slide-in.
    await expect.poll(() => drawer.element().getBoundingClientRect().right).toBe(1280);
    const rect = drawer.element().getBoundingClientRect();
    expect(rect.width).toBe(400);
    expect(rect.height).toBe(800);
    await userEvent.keyboard('{Escape}');
    await expect.element(drawer).not.toBeInTheDocument();
    await expect.element(screen.getByRole('button', { name: 'Bell' })).toHaveFocus();
  });

  it('sits at the left edge in right-to-left pages', async () => {
    await page.viewport(1280, 800);
    await render(
      <ThemeProvider dir="rtl">
        <Drawer isOpen title="התראות">
          Body
        </Drawer>
      </ThemeProvider>,
    );
    await expect.poll(() => page.getByRole('dialog').element().getBoundingClientRect().left).toBe(0);
  });
});
