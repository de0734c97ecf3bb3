import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ThemeProvider } from '../../theme/ThemeProvider';
import { NavigationDrawer, NavigationItem } from './NavigationDrawer';

function Harness({ initiallyOpen = false, rail = false }: { initiallyOpen?: boolean; rail?: boolean }) {
  const [isOpen, setOpen] = useState(initiallyOpen);
  return (
    <ThemeProvider>
      <NavigationDrawer isOpen={isOpen} onOpenChange={setOpen} rail={rail}>
        <NavigationItem href="#home">Home</NavigationItem>
        <NavigationItem href="#money">Money</NavigationItem>
      </NavigationDrawer>
      <p>{isOpen ? 'open' : 'closed'}</p>
    </ThemeProvider>
  );
}

function pointer(target: Element, type: string, clientX: number) {
  target.dispatchEvent(
    new PointerEvent(type, { bubbles: true, clientX, clientY: 200, pointerType: 'touch', pointerId: 1 }),
  );
}

describe('NavigationDrawer', () => {
  afterEach(async () => {
    await page.viewport(1280, 800);
  });

  it('is a persistent 256 wide column on desktop, 56 as a rail', async () => {
    await page.viewport(1400, 800);
    const screen = await render(<Harness initiallyOpen />);
    expect(screen.getByRole('navigation', { name: 'Main' }).element().getBoundingClientRect().width).toBe(
      256,
    );
    await screen.rerender(<Harness initiallyOpen rail />);
    const rail = screen.getByRole('navigation', { name: 'Main' }).element();
    await expect.poll(() => rail.getBoundingClientRect().width).toBe(56);
    await expect.element(screen.getByRole('link', { name: 'Money' })).toBeInTheDocument();
  });

  it('is a modal below lg that a swipe from the 25 px edge opens', async () => {
    await page.viewport(800, 700);
    const screen = await render(<Harness />);
    const edge = screen.getByTestId('navigation-swipe-edge').element();
    expect(edge.getBoundingClientRect().width).toBe(25);
    pointer(edge, 'pointerdown', 10);
    pointer(edge, 'pointermove', 30);
    await expect.element(screen.getByText('closed')).toBeVisible();
    pointer(edge, 'pointermove', 70);
    await expect.element(screen.getByText('open')).toBeVisible();
    const dialog = page.getByRole('dialog', { name: 'Main' });
    await expect.element(dialog).toBeVisible();
    expect(dialog.element().getBoundingClientRect().width).toBe(256);
  });

  it('closes the modal drawer when a link is followed', async () => {
    await page.viewport(800, 700);
    const screen = await render(<Harness initiallyOpen />);
    await page.getByRole('link', { name: 'Money' }).click();
    await expect.element(screen.getByText('closed')).toBeVisible();
  });
});
