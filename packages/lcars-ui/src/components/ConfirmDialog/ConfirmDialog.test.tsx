import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ThemeProvider } from '../../theme/ThemeProvider';
import { ConfirmProvider, useConfirm } from './ConfirmDialog';

async function setup() {
  const captured: { confirm: ReturnType<typeof useConfirm> | null } = { confirm: null };
  function Capture() {
    captured.confirm = useConfirm();
    return null;
  }
  await render(
    <ThemeProvider>
      <ConfirmProvider>
        <Capture />
      </ConfirmProvider>
    </ThemeProvider>,
  );
  if (!captured.confirm) throw new Error('no confirm');
  return captured.confirm;
}

describe('useConfirm', () => {
  it('resolves true on Yes', async () => {
    const confirm = await setup();
    const answer = confirm({ text: 'delete this repo' });
    const dialog = page.getByRole('alertdialog', { name: 'Confirm' });
    await expect.element(dialog).toHaveTextContent('Are you sure you want to delete this repo?');
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(answer).resolves.toBe(true);
    await expect.element(dialog).not.toBeInTheDocument();
  });

  it('resolves false on No and on Escape', async () => {
    const confirm = await setup();
    const first = confirm();
    await expect.element(page.getByRole('alertdialog')).toHaveTextContent('Are you sure?');
    await page.getByRole('button', { name: 'No' }).click();
    await expect(first).resolves.toBe(false);
    const second = confirm({ text: 'Really?', verbatim: true, title: 'Offline' });
    await expect.element(page.getByRole('alertdialog', { name: 'Offline' })).toHaveTextContent('Really?');
    await userEvent.keyboard('{Escape}');
    await expect(second).resolves.toBe(false);
  });
});
