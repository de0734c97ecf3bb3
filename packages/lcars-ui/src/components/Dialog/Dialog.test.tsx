import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DialogTrigger } from 'react-aria-components';
import { ThemeProvider } from '../../theme/ThemeProvider';
import { Button } from '../Button/Button';
import { Dialog, type DialogSize } from './Dialog';

/** Renders an open dialog of `size` in the default theme; returns the render and the dialog's element. */
async function renderSized(size: DialogSize) {
  const screen = await render(
    <ThemeProvider>
      <Dialog isOpen title="Sized" size={size}>
        Body
      </Dialog>
    </ThemeProvider>,
  );
  return { screen, dialog: page.getByRole('dialog').element() as HTMLElement };
}

describe('Dialog', () => {
  it.each([
    ['sm', 400],
    ['md', 600],
    ['lg', 900],
    ['xl', 1100],
  ] as const)('is %s: %i wide', async (size: DialogSize, width: number) => {
    await page.viewport(1400, 900);
    const { dialog } = await renderSized(size);
    // offsetWidth: the layout size, not scaled by the entering animation.
    expect(dialog.offsetWidth).toBe(width);
  });

  it('fills 90% of the window in fit and all of it in fullscreen', async () => {
    await page.viewport(1000, 800);
    const { screen, dialog: fit } = await renderSized('fit');
    expect([fit.offsetWidth, fit.offsetHeight]).toEqual([900, 720]);
    await screen.unmount();
    const { dialog: full } = await renderSized('fullscreen');
    expect([full.offsetWidth, full.offsetHeight]).toEqual([1000, 800]);
  });

  it('opens from a DialogTrigger, traps focus, closes on Escape and restores focus', async () => {
    const screen = await render(
      <ThemeProvider>
        <DialogTrigger>
          <Button>Open</Button>
          <Dialog title="Edit ledger" actions={({ close }) => <Button onPress={close}>Done</Button>}>
            Body
          </Dialog>
        </DialogTrigger>
      </ThemeProvider>,
    );
    await screen.getByRole('button', { name: 'Open' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit ledger' });
    await expect.element(dialog).toBeVisible();
    for (let index = 0; index < 3; index += 1) {
      await userEvent.tab();
      expect(dialog.element().contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('carries the theme into its portal', async () => {
    await render(
      <ThemeProvider look="lcars">
        <Dialog isOpen title="Themed">
          Body
        </Dialog>
      </ThemeProvider>,
    );
    const heading = page.getByRole('heading', { name: 'Themed' }).element();
    expect(getComputedStyle(heading).textTransform).toBe('uppercase');
    expect(getComputedStyle(heading.parentElement as HTMLElement).backgroundColor).toBe('rgb(255, 204, 102)');
  });
});
