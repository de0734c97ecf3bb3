import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { ThemeProvider } from '../../theme/ThemeProvider';
import { Button } from '../Button/Button';
import { Toolbar } from './Toolbar';

describe('Toolbar', () => {
  it('is 64 high with a 48 high extension, and 48 dense', async () => {
    const screen = await render(
      <ThemeProvider>
        <Toolbar aria-label="Full" extension={<span>More</span>}>
          <Button>One</Button>
        </Toolbar>
        <Toolbar aria-label="Dense" dense>
          <Button>Two</Button>
        </Toolbar>
      </ThemeProvider>,
    );
    const full = screen.getByRole('toolbar', { name: 'Full' }).element().parentElement?.parentElement;
    const dense = screen.getByRole('toolbar', { name: 'Dense' }).element().parentElement;
    expect(full?.getBoundingClientRect().height).toBe(112);
    expect(dense?.getBoundingClientRect().height).toBe(48);
  });
});
