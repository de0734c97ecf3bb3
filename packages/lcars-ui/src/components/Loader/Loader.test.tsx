import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ThemeProvider } from '../../theme/ThemeProvider';
import { LoaderOverlay, Spinner } from './Loader';
import { lcarsSpinnerKinds } from './loaderTimer';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('Spinner', () => {
  it('is a named progressbar of the three sizes', async () => {
    const screen = await render(
      <ThemeProvider>
        <Spinner kind="ring" label="Loading recipes" />
        <Spinner kind="dots" size="md" label="Loading app" />
        <Spinner kind="bars" size="lg" label="Loading card" />
      </ThemeProvider>,
    );
    const width = (name: string) =>
      screen.getByRole('progressbar', { name }).element().getBoundingClientRect().width;
    expect([width('Loading recipes'), width('Loading app'), width('Loading card')]).toEqual([60, 70, 75]);
  });

  it('draws a scan loader in the lcars look', async () => {
    const screen = await render(
      <ThemeProvider look="lcars">
        <Spinner />
      </ThemeProvider>,
    );
    const kind = screen.getByRole('progressbar').element().getAttribute('data-kind');
    expect(lcarsSpinnerKinds).toContain(kind);
  });
});

describe('LoaderOverlay', () => {
  it('shows after 300 ms and hides 1 s after loading ends', async () => {
    const screen = await render(
      <ThemeProvider>
        <LoaderOverlay isLoading label="Restoring" />
      </ThemeProvider>,
    );
    expect(page.getByRole('progressbar').query()).toBeNull();
    await expect.element(page.getByRole('progressbar', { name: 'Restoring' })).toBeVisible();
    await screen.rerender(
      <ThemeProvider>
        <LoaderOverlay isLoading={false} label="Restoring" />
      </ThemeProvider>,
    );
    await wait(600);
    expect(page.getByRole('progressbar').query()).not.toBeNull();
    await expect.element(page.getByRole('progressbar')).not.toBeInTheDocument();
  });

  it('hides at once when forced', async () => {
    const screen = await render(
      <ThemeProvider>
        <LoaderOverlay isLoading />
      </ThemeProvider>,
    );
    await expect.element(page.getByRole('progressbar')).toBeVisible();
    await screen.rerender(
      <ThemeProvider>
        <LoaderOverlay isLoading={false} force />
      </ThemeProvider>,
    );
    await wait(50);
    expect(page.getByRole('progressbar').query()).toBeNull();
  });
});
