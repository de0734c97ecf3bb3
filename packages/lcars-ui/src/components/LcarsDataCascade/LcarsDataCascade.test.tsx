import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { ThemeProvider } from '../../theme/ThemeProvider';
import { LcarsDataCascade } from './LcarsDataCascade';

describe('LcarsDataCascade', () => {
  it('is decorative, deterministic and sized by its props', async () => {
    const screen = await render(
      <ThemeProvider look="lcars">
        <LcarsDataCascade columns={4} rows={3} seed={7} />
        <LcarsDataCascade columns={4} rows={3} seed={7} />
      </ThemeProvider>,
    );
    const [first, second] = screen.container.querySelectorAll('[data-testid="data-cascade"]');
    expect(first!.getAttribute('aria-hidden')).toBe('true');
    expect(first!.children).toHaveLength(4);
    expect(first!.querySelectorAll('span')).toHaveLength(12);
    expect(first!.textContent).toBe(second!.textContent);
  });

  it('animates unless the user prefers reduced motion', async () => {
    const screen = await render(
      <ThemeProvider look="lcars">
        <LcarsDataCascade columns={1} rows={1} />
      </ThemeProvider>,
    );
    const cell = screen.container.querySelector('[data-testid="data-cascade"] span')!;
    const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
    expect(getComputedStyle(cell).animationName).toMatch(reduced ? /^none$/ : /cascade/);
  });
});
