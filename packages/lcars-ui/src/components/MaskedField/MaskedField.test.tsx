import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { MaskedField } from './MaskedField';

const caret = (input: HTMLInputElement) => input.selectionStart;

describe('MaskedField', () => {
  it('inserts literals while typing and keeps the caret after them', async () => {
    const onChange = vi.fn();
    const screen = await render(<MaskedField label="Date" mask="date" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Date' });
    await input.click();
    await userEvent.keyboard('12');
    const element = input.element() as HTMLInputElement;
    expect(element.value).toBe('12/');
    expect(caret(element)).toBe(3);
    await userEvent.keyboard('252024');
    expect(element.value).toBe('12/25/2024');
    expect(onChange).toHaveBeenLastCalledWith('12/25/2024', '12252024');
  });

  it('refuses characters the mask does not take without moving the caret', async () => {
    const screen = await render(<MaskedField label="Phone" mask="phone" defaultValue="555" />);
    const element = screen.getByRole('textbox', { name: 'Phone' }).element() as HTMLInputElement;
    await userEvent.click(element);
    element.setSelectionRange(element.value.length, element.value.length);
    await userEvent.keyboard('x');
    expect(element.value).toBe('(555) ');
    expect(caret(element)).toBe(6);
  });

  it('edits in the middle and keeps the caret where the edit was', async () => {
    const screen = await render(<MaskedField label="Phone" mask="phone" defaultValue="5551234567" />);
    const element = screen.getByRole('textbox', { name: 'Phone' }).element() as HTMLInputElement;
    await userEvent.click(element);
    // After "(555) 1", delete the 1 with Backspace.
    element.setSelectionRange(7, 7);
    await userEvent.keyboard('{Backspace}');
    expect(element.value).toBe('(555) 234-567');
    expect(caret(element)).toBe(6);
    await userEvent.keyboard('9');
    expect(element.value).toBe('(555) 923-4567');
    expect(caret(element)).toBe(7);
  });

  it('formats a paste', async () => {
    const screen = await render(<MaskedField label="Card" mask="credit-card" />);
    const input = screen.getByRole('textbox', { name: 'Card' });
    await input.click();
    const element = input.element() as HTMLInputElement;
    element.focus();
    // Paste through the input event path the browser uses.
    document.execCommand('insertText', false, '4111-1111-1111-1111');
    expect(element.value).toBe('4111 1111 1111 1111');
  });
});
