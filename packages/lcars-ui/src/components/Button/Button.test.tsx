import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ThemeProvider } from '../../theme/ThemeProvider';
import { Button } from './Button';

describe('Button', () => {
  it('calls onPress on click and keyboard', async () => {
    const onPress = vi.fn();
    const screen = await render(
      <ThemeProvider>
        <Button onPress={onPress}>Engage</Button>
      </ThemeProvider>,
    );
    const button = screen.getByRole('button', { name: 'Engage' });
    await button.click();
    await userEvent.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('keeps the caller className next to its own', async () => {
    const screen = await render(<Button className="mine">Engage</Button>);
    const classes = (screen.getByRole('button').element().getAttribute('class') ?? '').split(' ');
    expect(classes).toContain('mine');
    expect(classes.length).toBeGreaterThan(2);
  });

  it('accepts a className function of the render props', async () => {
    const screen = await render(
      <Button isDisabled className={({ isDisabled }) => (isDisabled ? 'off' : 'on')}>
        Engage
      </Button>,
    );
    expect(screen.getByRole('button').element().getAttribute('class')).toContain('off');
  });

  it('is a pill in the lcars look and a material button otherwise', async () => {
    const screen = await render(
      <>
        <ThemeProvider look="lcars">
          <Button>Pill</Button>
        </ThemeProvider>
        <ThemeProvider look="material" dark={false}>
          <Button>Flat</Button>
        </ThemeProvider>
      </>,
    );
    const pill = getComputedStyle(screen.getByRole('button', { name: 'Pill' }).element());
    const flat = getComputedStyle(screen.getByRole('button', { name: 'Flat' }).element());
    expect(pill.backgroundColor).toBe('rgb(255, 204, 102)');
    expect(parseFloat(pill.borderTopLeftRadius)).toBeGreaterThanOrEqual(parseFloat(pill.height) / 2);
    expect(flat.backgroundColor).toBe('rgb(41, 98, 255)');
    expect(flat.color).toBe('rgb(255, 255, 255)');
  });
});

describe('Button in nested providers', () => {
  // Regression: look-specific structure used to follow any lcars ancestor, so a material preview inside the
  // lcars look got LCARS pills.
  it('follows the nearest provider', async () => {
    const screen = await render(
      <ThemeProvider look="lcars">
        <Button>Outer</Button>
        <ThemeProvider look="material" dark={false}>
          <Button>Inner</Button>
        </ThemeProvider>
      </ThemeProvider>,
    );
    const style = (name: string) => getComputedStyle(screen.getByRole('button', { name }).element());
    expect(style('Outer').justifyContent).toBe('flex-end');
    expect(style('Inner').justifyContent).toBe('center');
    expect(style('Inner').backgroundColor).toBe('rgb(41, 98, 255)');
  });
});
