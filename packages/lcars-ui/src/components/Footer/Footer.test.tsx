import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { ThemeProvider } from '../../theme/ThemeProvider';
import { Footer } from './Footer';

describe('Footer', () => {
  it('is a contentinfo landmark with start and end content', async () => {
    const screen = await render(
      <ThemeProvider look="lcars">
        <Footer end="Online">Version 6.0.5-1</Footer>
      </ThemeProvider>,
    );
    const footer = screen.getByRole('contentinfo');
    await expect.element(footer).toHaveTextContent('Version 6.0.5-1');
    await expect.element(footer).toHaveTextContent('Online');
    expect(getComputedStyle(footer.element()).textTransform).toBe('uppercase');
  });
});
