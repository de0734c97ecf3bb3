import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { ThemeProvider } from '../../theme/ThemeProvider';
import { IconButton } from './IconButton';
import { MenuIcon } from './icons';

describe('IconButton', () => {
  it('is named by its label and presses', async () => {
    const onPress = vi.fn();
    const screen = await render(
      <ThemeProvider>
        <IconButton label="Open navigation" onPress={onPress}>
          <MenuIcon />
        </IconButton>
      </ThemeProvider>,
    );
    await screen.getByRole('button', { name: 'Open navigation' }).click();
    expect(onPress).toHaveBeenCalledOnce();
  });

  it('takes the colour of its container in the standard variant', async () => {
    const screen = await render(
      <ThemeProvider look="lcars">
        <div style={{ color: 'rgb(1, 2, 3)' }}>
          <IconButton label="Menu">
            <MenuIcon />
          </IconButton>
        </div>
      </ThemeProvider>,
    );
    const style = getComputedStyle(screen.getByRole('button').element());
    expect(style.color).toBe('rgb(1, 2, 3)');
    expect(parseFloat(style.width)).toBeGreaterThanOrEqual(44);
  });
});
