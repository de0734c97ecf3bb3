import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { CurrencyField } from './CurrencyField';

describe('CurrencyField', () => {
  it('shows cents as money and parses typed text exactly', async () => {
    const onChange = vi.fn();
    const screen = await render(<CurrencyField label="Amount" defaultValue={-123456} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await expect.element(input).toHaveValue('($1,234.56)');
    await input.click();
    await expect.element(input).toHaveValue('-1234.56');
    await input.fill('0.29');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(29);
    await expect.element(input).toHaveValue('$0.29');
  });

  it('selects the whole amount on focus, so typing replaces it (issue 29: 2500 became 25,000.00)', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <CurrencyField label="Current balance" defaultValue={0} onChange={onChange} />,
    );
    const input = screen.getByRole('textbox', { name: 'Current balance' });
    await expect.element(input).toHaveValue('$0.00');
    await input.click();
    await userEvent.keyboard('2500');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(250000);
    await expect.element(input).toHaveValue('$2,500.00');
    // Tabbing in selects it too.
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('12.5');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(1250);
  });

  it('says why text is not an amount and keeps it to fix', async () => {
    const onChange = vi.fn();
    const screen = await render(<CurrencyField label="Amount" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await input.fill('12,34');
    await userEvent.tab();
    await expect.element(screen.getByText('Enter an amount such as 1,234.56.')).toBeVisible();
    await expect.element(input).toHaveValue('12,34');
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    expect(onChange).not.toHaveBeenCalled();
  });
});
