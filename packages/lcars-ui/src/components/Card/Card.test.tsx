import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { ThemeProvider } from '../../theme/ThemeProvider';
import { Card } from './Card';

describe('Card', () => {
  it('is a section labelled by its heading, at level 2 by default', async () => {
    const screen = await render(
      <ThemeProvider>
        <Card title="Sensors" subtitle="Long range">
          Scanning
        </Card>
      </ThemeProvider>,
    );
    const region = screen.getByRole('region', { name: 'Sensors' });
    await expect.element(region).toBeVisible();
    await expect.element(screen.getByRole('heading', { level: 2, name: 'Sensors' })).toBeVisible();
    expect(region.element().tagName).toBe('SECTION');
  });

  it('uses the requested heading level', async () => {
    const screen = await render(<Card title="Sensors" headingLevel={4} />);
    await expect.element(screen.getByRole('heading', { level: 4 })).toBeVisible();
  });

  it('draws an LCARS header bar in the primary colour', async () => {
    const screen = await render(
      <ThemeProvider look="lcars">
        <Card title="Sensors">Scanning</Card>
      </ThemeProvider>,
    );
    const heading = screen.getByRole('heading', { name: 'Sensors' }).element();
    // golden-tanoi #FFCC66 with black text
    expect(getComputedStyle(heading).backgroundColor).toBe('rgb(255, 204, 102)');
    expect(getComputedStyle(heading).color).toBe('rgb(0, 0, 0)');
  });
});
