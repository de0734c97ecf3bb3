import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ThemeProvider } from '../../theme/ThemeProvider';
import { Column, Columns } from './Columns';

/** Renders `ui` in the default theme, in a viewport of `width` by `height`. */
async function renderAt(width: number, height: number, ui: ReactNode) {
  await page.viewport(width, height);
  return render(<ThemeProvider>{ui}</ThemeProvider>);
}

describe('Columns', () => {
  it('sets fluid columns side by side in equal shares', async () => {
    const screen = await renderAt(
      1000,
      600,
      <div style={{ inlineSize: '616px' }}>
        <Columns space="md">
          <Column>Port</Column>
          <Column>Starboard</Column>
        </Columns>
      </div>,
    );
    const port = screen.getByText('Port').element().getBoundingClientRect();
    const starboard = screen.getByText('Starboard').element().getBoundingClientRect();
    expect(port.width).toBeCloseTo(300, 0);
    expect(starboard.left - port.right).toBeCloseTo(16, 0);
    expect(starboard.top).toBe(port.top);
  });

  it('gives a fractional column its exact share, gap included', async () => {
    const screen = await renderAt(
      1000,
      600,
      <div style={{ inlineSize: '632px' }}>
        <Columns space="md">
          <Column width="1/3">Narrow</Column>
          <Column width="2/3">Wide</Column>
        </Columns>
      </div>,
    );
    // (632 + 16) / 3 - 16 = 200 and (632 + 16) * 2 / 3 - 16 = 416: with the 16 px gap they fill the 632 px row.
    expect(screen.getByText('Narrow').element().getBoundingClientRect().width).toBeCloseTo(200, 0);
    expect(screen.getByText('Wide').element().getBoundingClientRect().width).toBeCloseTo(416, 0);
  });

  it('stacks the columns below the breakpoint, each the full width', async () => {
    const screen = await renderAt(
      390,
      800,
      <Columns space="sm" collapseBelow="sm" data-testid="columns">
        <Column width="1/3">Sensors</Column>
        <Column>Shields</Column>
      </Columns>,
    );
    const columns = screen.getByTestId('columns').element().getBoundingClientRect();
    const sensors = screen.getByText('Sensors').element().getBoundingClientRect();
    const shields = screen.getByText('Shields').element().getBoundingClientRect();
    expect(shields.top - sensors.bottom).toBeCloseTo(8, 0);
    expect(sensors.width).toBeCloseTo(columns.width, 0);
    expect(shields.width).toBeCloseTo(columns.width, 0);
  });

  it('keeps the columns side by side above the breakpoint', async () => {
    const screen = await renderAt(
      800,
      600,
      <Columns collapseBelow="sm">
        <Column>Sensors</Column>
        <Column>Shields</Column>
      </Columns>,
    );
    const sensors = screen.getByText('Sensors').element().getBoundingClientRect();
    expect(screen.getByText('Shields').element().getBoundingClientRect().top).toBe(sensors.top);
  });
});
