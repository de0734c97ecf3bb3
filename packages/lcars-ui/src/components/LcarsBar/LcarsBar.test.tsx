import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { ThemeProvider } from '../../theme/ThemeProvider';
import { LcarsBar } from './LcarsBar';

describe('LcarsBar', () => {
  it('takes its thickness from the shape tokens and its colour from the theme', async () => {
    const screen = await render(
      <ThemeProvider look="lcars">
        <LcarsBar size="lg" color="tertiary" caps="end">
          0417
        </LcarsBar>
        <LcarsBar size="sm" />
      </ThemeProvider>,
    );
    const labelled = getComputedStyle(screen.getByText('0417').element());
    expect(labelled.height).toBe('44px'); // barHeightLg 2.75rem
    expect(labelled.backgroundColor).toBe('rgb(153, 204, 255)'); // anakiwa
    expect(parseFloat(labelled.borderTopRightRadius)).toBeGreaterThan(0);
    expect(parseFloat(labelled.borderTopLeftRadius)).toBe(0);
    const plain = screen.container.querySelector('[aria-hidden="true"]')!;
    expect(getComputedStyle(plain).height).toBe('12px'); // barHeightSm 0.75rem
  });
});
