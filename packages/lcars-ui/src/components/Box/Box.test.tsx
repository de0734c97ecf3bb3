import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { ThemeProvider } from '../../theme/ThemeProvider';
import { Box } from './Box';

describe('Box', () => {
  it('renders the element asked for, padded from the space scale', async () => {
    const screen = await render(
      <ThemeProvider>
        <Box as="section" aria-label="Engineering" padding="md" paddingInline="lg">
          Warp core
        </Box>
      </ThemeProvider>,
    );
    const region = screen.getByRole('region', { name: 'Engineering' }).element();
    expect(region.tagName).toBe('SECTION');
    const style = getComputedStyle(region);
    expect(style.paddingBlockStart).toBe('16px');
    // The more specific side wins over the all-round padding.
    expect(style.paddingInlineStart).toBe('24px');
    expect(style.margin).toBe('0px');
  });

  it('keeps a class of its own', async () => {
    const screen = await render(<Box className="mine">Deck 12</Box>);
    expect(screen.getByText('Deck 12').element().classList.contains('mine')).toBe(true);
  });
});
