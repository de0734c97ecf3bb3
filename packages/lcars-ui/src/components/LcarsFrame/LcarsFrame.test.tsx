import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { ThemeProvider } from '../../theme/ThemeProvider';
import { LcarsBlock } from '../LcarsBlock';
import { LcarsFrame } from './LcarsFrame';

function Frame({ variant }: { variant?: 'double' | 'single' }) {
  return (
    <LcarsFrame
      title="Operations"
      variant={variant}
      sidePanel={<LcarsBlock href="#home">Home</LcarsBlock>}
      footer={<a href="#version">© 2401</a>}
    >
      <p>Content</p>
    </LcarsFrame>
  );
}

describe('LcarsFrame', () => {
  it('has the landmarks: banner with the h1, navigation, main, contentinfo', async () => {
    const screen = await render(
      <ThemeProvider look="lcars">
        <Frame />
      </ThemeProvider>,
    );
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Operations' })).toBeVisible();
    await expect.element(screen.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect.element(screen.getByRole('main')).toHaveTextContent('Content');
    await expect.element(screen.getByRole('contentinfo')).toHaveTextContent('© 2401');
    await expect.element(screen.getByRole('banner')).toBeVisible();
  });

  it('lines the elbows up with the side panel', async () => {
    const screen = await render(
      <ThemeProvider look="lcars">
        <Frame />
      </ThemeProvider>,
    );
    const nav = screen.getByRole('navigation').element().getBoundingClientRect();
    for (const elbow of screen.container.querySelectorAll('[data-corner]')) {
      expect(elbow.getBoundingClientRect().left).toBeCloseTo(nav.left, 0);
    }
  });

  it('shows and announces an active alert in the top section', async () => {
    const screen = await render(
      <ThemeProvider look="lcars" alert={{ type: 1, active: true, timeout: 60_000 }}>
        <Frame />
      </ThemeProvider>,
    );
    await expect.element(screen.getByRole('status')).toHaveTextContent('red alert');
  });

  it('has a single variant with the title in the header bar', async () => {
    const screen = await render(
      <ThemeProvider look="lcars" dir="rtl">
        <Frame variant="single" />
      </ThemeProvider>,
    );
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Operations' })).toBeVisible();
    const nav = screen.getByRole('navigation').element().getBoundingClientRect();
    const main = screen.getByRole('main').element().getBoundingClientRect();
    expect(nav.left).toBeGreaterThan(main.left); // right to left: the panel is on the right
  });
});
