import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import type { ReactNode } from 'react';
import { ThemeProvider } from '../../theme/ThemeProvider';
import { PageTransition } from './Transition';

const Themed = ({ children }: { children: ReactNode }) => <ThemeProvider>{children}</ThemeProvider>;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('PageTransition', () => {
  it('plays leave on the old page, then enter on the new one', async () => {
    const screen = await render(
      <Themed>
        <PageTransition transitionKey="a" transition={{ enter: 200, leave: 200 }}>
          <p>Page A</p>
        </PageTransition>
      </Themed>,
    );
    const stage = () => screen.container.firstElementChild?.firstElementChild as HTMLElement;
    await screen.rerender(
      <Themed>
        <PageTransition transitionKey="b" transition={{ enter: 200, leave: 200 }}>
          <p>Page B</p>
        </PageTransition>
      </Themed>,
    );
    expect(stage().dataset.phase).toBe('leaving');
    await expect.element(screen.getByText('Page A')).toBeInTheDocument();
    expect(getComputedStyle(stage()).animationDuration).toBe('0.2s');
    await expect.element(screen.getByText('Page B')).toBeInTheDocument();
    expect(stage().dataset.phase).toBe('entering');
    await wait(250);
    expect(stage().dataset.phase).toBe('idle');
  });

  it('updates the current page in place', async () => {
    const screen = await render(
      <Themed>
        <PageTransition transitionKey="a">
          <p>Count 1</p>
        </PageTransition>
      </Themed>,
    );
    await screen.rerender(
      <Themed>
        <PageTransition transitionKey="a">
          <p>Count 2</p>
        </PageTransition>
      </Themed>,
    );
    await expect.element(screen.getByText('Count 2')).toBeInTheDocument();
  });
});
