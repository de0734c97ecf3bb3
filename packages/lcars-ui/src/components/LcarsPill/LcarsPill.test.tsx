import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ThemeProvider } from '../../theme/ThemeProvider';
import { LcarsPill } from './LcarsPill';

describe('LcarsPill', () => {
  it('is a Button in the chosen colour with caps, pressed by click and keyboard', async () => {
    const onPress = vi.fn();
    const screen = await render(
      <ThemeProvider look="lcars">
        <LcarsPill color="tertiary" caps="start" onPress={onPress}>
          Scan
        </LcarsPill>
      </ThemeProvider>,
    );
    const pill = screen.getByRole('button', { name: 'Scan' });
    const style = getComputedStyle(pill.element());
    expect(style.backgroundColor).toBe('rgb(153, 204, 255)');
    expect(parseFloat(style.borderTopLeftRadius)).toBeGreaterThan(0);
    expect(parseFloat(style.borderTopRightRadius)).toBe(0);
    await pill.click();
    await userEvent.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('is a pill in the material look too', async () => {
    const screen = await render(
      <ThemeProvider look="material" dark={false}>
        <LcarsPill>Hail</LcarsPill>
      </ThemeProvider>,
    );
    const style = getComputedStyle(screen.getByRole('button', { name: 'Hail' }).element());
    expect(parseFloat(style.borderTopLeftRadius)).toBeGreaterThanOrEqual(parseFloat(style.height) / 2);
    expect(style.backgroundColor).toBe('rgb(41, 98, 255)');
  });
});
