import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { useBreakpoint, useWindowHeight } from './useBreakpoint';

function Probe() {
  const { name, isMobile } = useBreakpoint();
  const height = useWindowHeight();
  return (
    <p>
      {name} {isMobile ? 'mobile' : 'desktop'} {height > 0 ? 'measured' : 'unmeasured'}
    </p>
  );
}

describe('useBreakpoint', () => {
  afterEach(async () => {
    await page.viewport(1280, 800);
  });

  it('follows the window across breakpoints', async () => {
    await page.viewport(1300, 700);
    const screen = await render(<Probe />);
    await expect.element(screen.getByText('lg desktop measured')).toBeVisible();
    await page.viewport(700, 700);
    await expect.element(screen.getByText('sm mobile measured')).toBeVisible();
    await page.viewport(400, 700);
    await expect.element(screen.getByText('xs mobile measured')).toBeVisible();
  });
});
