import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { ThemeProvider } from '../../theme/ThemeProvider';
import { LcarsHeaderBar } from './LcarsHeaderBar';

describe('LcarsHeaderBar', () => {
  it('draws the title as a heading in Antonio upper case, in the primary text colour', async () => {
    const screen = await render(
      <ThemeProvider look="lcars">
        <LcarsHeaderBar title="Engineering" headingLevel={2} />
      </ThemeProvider>,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Engineering' });
    const style = getComputedStyle(heading.element());
    expect(style.textTransform).toBe('uppercase');
    expect(style.fontFamily).toMatch(/^Antonio/);
    expect(style.color).toBe('rgb(255, 204, 102)');
  });
});
