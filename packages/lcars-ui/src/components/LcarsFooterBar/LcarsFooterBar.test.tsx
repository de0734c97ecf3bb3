import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { ThemeProvider } from '../../theme/ThemeProvider';
import { LcarsFooterBar } from './LcarsFooterBar';

describe('LcarsFooterBar', () => {
  it('carries the footer content between its bars, ending in a cap', async () => {
    const screen = await render(
      <ThemeProvider look="lcars">
        <LcarsFooterBar>
          <a href="#version">© 2401</a>
        </LcarsFooterBar>
      </ThemeProvider>,
    );
    await expect.element(screen.getByRole('link', { name: '© 2401' })).toBeVisible();
    const row = screen.getByRole('link').element().closest('div')!.parentElement!;
    const last = row.lastElementChild!;
    expect(parseFloat(getComputedStyle(last).borderTopRightRadius)).toBeGreaterThan(0);
  });
});
