import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { ThemeProvider } from '../../theme/ThemeProvider';
import { LcarsBlock } from '../LcarsBlock';
import { LcarsSidePanel } from './LcarsSidePanel';

describe('LcarsSidePanel', () => {
  it('is a named navigation landmark as wide as the panel token, ending in a filler', async () => {
    const screen = await render(
      <ThemeProvider look="lcars">
        <LcarsSidePanel label="Main menu">
          <LcarsBlock href="#a">Alpha</LcarsBlock>
        </LcarsSidePanel>
      </ThemeProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(getComputedStyle(nav.element()).width).toBe('136px'); // panelWidth 8.5rem
    expect(nav.element().lastElementChild!.getAttribute('aria-hidden')).toBe('true');
  });

  it('is a plain group without a label', async () => {
    const screen = await render(
      <ThemeProvider look="lcars">
        <LcarsSidePanel filler={false}>
          <LcarsBlock>01</LcarsBlock>
        </LcarsSidePanel>
      </ThemeProvider>,
    );
    expect(screen.container.querySelector('nav')).toBeNull();
    expect(screen.getByText('01').element().parentElement!.children).toHaveLength(1);
  });
});
