import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { ThemeProvider } from '../../theme/ThemeProvider';
import { Inline } from './Inline';

const chip = (label: string) => (
  <span key={label} style={{ display: 'inline-block', inlineSize: '80px' }}>
    {label}
  </span>
);

describe('Inline', () => {
  it('sets its children side by side, space apart', async () => {
    const screen = await render(
      <ThemeProvider>
        <Inline space="md">{['Alpha', 'Beta'].map(chip)}</Inline>
      </ThemeProvider>,
    );
    const first = screen.getByText('Alpha').element().getBoundingClientRect();
    const second = screen.getByText('Beta').element().getBoundingClientRect();
    expect(second.top).toBe(first.top);
    expect(second.left - first.right).toBeCloseTo(16, 0);
  });

  it('wraps onto the next line when the row is full', async () => {
    const screen = await render(
      <ThemeProvider>
        <div style={{ inlineSize: '200px' }}>
          <Inline space="sm">{['Alpha', 'Beta', 'Gamma'].map(chip)}</Inline>
        </div>
      </ThemeProvider>,
    );
    const first = screen.getByText('Alpha').element().getBoundingClientRect();
    const third = screen.getByText('Gamma').element().getBoundingClientRect();
    expect(third.top).toBeGreaterThan(first.bottom);
    expect(third.left).toBe(first.left);
  });

  it('aligns the row to the end', async () => {
    const screen = await render(
      <ThemeProvider>
        <div style={{ inlineSize: '300px' }}>
          <Inline align="end" data-testid="row">
            {chip('Engage')}
          </Inline>
        </div>
      </ThemeProvider>,
    );
    const row = screen.getByTestId('row').element().getBoundingClientRect();
    expect(screen.getByText('Engage').element().getBoundingClientRect().right).toBe(row.right);
  });
});
