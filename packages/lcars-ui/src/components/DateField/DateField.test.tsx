import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ThemeProvider } from '../../theme/ThemeProvider';
import { DateField } from './DateField';

describe('DateField', () => {
  it('parses typed text in the locale order', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <DateField label="Due" locale="de-DE" today="2026-11-21" onChange={onChange} />,
    );
    const input = screen.getByRole('textbox', { name: 'Due' });
    await input.fill('3.2.75');
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2075-02-03');
    await expect.element(input).toHaveValue('03.02.2075');
    await input.fill('');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('opens a themed calendar of 42 days with the keyboard and picks a day', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <ThemeProvider look="lcars">
        <DateField
          label="Due"
          locale="en-US"
          today="2026-11-21"
          defaultValue="2026-01-31"
          onChange={onChange}
        />
      </ThemeProvider>,
    );
    await screen.getByRole('button', { name: 'Choose date' }).click();
    const dialog = screen.getByRole('dialog', { name: 'Choose date' });
    await expect.element(dialog).toBeVisible();
    const grid = screen.getByRole('grid', { name: 'January 2026' });
    expect(grid.element().querySelectorAll('[role="gridcell"]')).toHaveLength(42);
    expect(dialog.element().closest('[data-look="lcars"]')).not.toBeNull();
    expect(screen.getByRole('combobox', { name: 'Year' }).element().querySelectorAll('option')).toHaveLength(
      153,
    );
    await expect.element(screen.getByRole('button', { name: /January 31, 2026/ })).toHaveFocus();
    // Page Down keeps the day within the shorter month: 31 January + 1 month is 28 February.
    await userEvent.keyboard('{PageDown}');
    await expect.element(screen.getByRole('button', { name: /February 28, 2026/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2026-02-28');
    await expect.element(screen.getByRole('textbox', { name: 'Due' })).toHaveValue('02/28/2026');
  });
});
