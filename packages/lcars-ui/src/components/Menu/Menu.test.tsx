import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ThemeProvider } from '../../theme/ThemeProvider';
import { Button } from '../Button/Button';
import { Menu, MenuItem, type MenuProps } from './Menu';

/** Renders the Apps menu, opening on hover, with one item (Money) and a paragraph outside it to hover or click. */
function renderAppsMenu(props: Omit<MenuProps, 'trigger' | 'children'>) {
  return render(
    <ThemeProvider>
      <Menu trigger={<Button>Apps</Button>} openOnHover {...props}>
        <MenuItem id="money">Money</MenuItem>
      </Menu>
      <p>Elsewhere</p>
    </ThemeProvider>,
  );
}

describe('Menu', () => {
  it('opens from the keyboard and reports the chosen item', async () => {
    const onAction = vi.fn<(id: unknown) => void>();
    const screen = await render(
      <ThemeProvider>
        <Menu trigger={<Button>Options</Button>} onAction={onAction}>
          <MenuItem id="edit">Edit</MenuItem>
          <MenuItem id="delete">Delete</MenuItem>
        </Menu>
      </ThemeProvider>,
    );
    await userEvent.tab();
    await expect.element(screen.getByRole('button', { name: 'Options' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => onAction.mock.calls[0]?.[0]).toBe('delete');
  });

  it('opens on hover after the open delay and closes after the close delay', async () => {
    const screen = await renderAppsMenu({ openDelay: 300, closeDelay: 250 });
    await userEvent.hover(screen.getByRole('button', { name: 'Apps' }));
    expect(page.getByRole('menu').query()).toBeNull();
    await expect.element(page.getByRole('menu')).toBeVisible();
    await userEvent.hover(screen.getByText('Elsewhere'));
    await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
  });

  // Regression: a hover-opened menu is non-modal, and react-aria does not dismiss a non-modal popover on an outside
  // press; only the hover close timer closed it. A slow close delay keeps the timer out of this test.
  it('closes a hover-opened menu on a click outside, without waiting for the close delay', async () => {
    const onOpenChange = vi.fn<(isOpen: boolean) => void>();
    const screen = await renderAppsMenu({ closeDelay: 60_000, onOpenChange });
    await userEvent.hover(screen.getByRole('button', { name: 'Apps' }));
    await expect.element(page.getByRole('menu')).toBeVisible();
    await userEvent.click(screen.getByText('Elsewhere'));
    await expect.element(page.getByRole('menu'), { timeout: 1000 }).not.toBeInTheDocument();
    expect(onOpenChange.mock.calls.at(-1)).toEqual([false]);
  });

  it('keeps a hover-opened menu open for a click inside it', async () => {
    const onAction = vi.fn<(id: unknown) => void>();
    const screen = await renderAppsMenu({ closeDelay: 60_000, onAction });
    await userEvent.hover(screen.getByRole('button', { name: 'Apps' }));
    await page.getByRole('menuitem', { name: 'Money' }).click();
    await expect.poll(() => onAction.mock.calls[0]?.[0]).toBe('money');
  });

  it('carries the theme into the popover', async () => {
    const screen = await render(
      <ThemeProvider look="lcars">
        <Menu trigger={<Button>Options</Button>}>
          <MenuItem id="edit">Edit</MenuItem>
        </Menu>
      </ThemeProvider>,
    );
    await screen.getByRole('button', { name: 'Options' }).click();
    const item = page.getByRole('menuitem', { name: 'Edit' }).element();
    expect(getComputedStyle(item).textTransform).toBe('uppercase');
    expect(getComputedStyle(item).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
  });
});
