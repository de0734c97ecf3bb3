import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { ThemeProvider } from '../../theme/ThemeProvider';
import { Stack } from './Stack';

describe('Stack', () => {
  it('puts its children one below the other, space apart', async () => {
    const screen = await render(
      <ThemeProvider>
        <Stack space="lg" data-testid="stack">
          <p style={{ margin: 0 }}>Bridge</p>
          <p style={{ margin: 0 }}>Engineering</p>
        </Stack>
      </ThemeProvider>,
    );
    const first = screen.getByText('Bridge').element().getBoundingClientRect();
    const second = screen.getByText('Engineering').element().getBoundingClientRect();
    expect(second.top - first.bottom).toBeCloseTo(24, 0);
    expect(second.left).toBe(first.left);
  });

  it('as a list, gives each child a list item and no bullets', async () => {
    const screen = await render(
      <ThemeProvider>
        <Stack as="ul" aria-label="Decks" space="sm">
          <span>Deck 1</span>
          {null}
          <span>Deck 2</span>
        </Stack>
      </ThemeProvider>,
    );
    const list = screen.getByRole('list', { name: 'Decks' });
    expect(list.element().querySelectorAll(':scope > li')).toHaveLength(2);
    expect(getComputedStyle(list.element()).listStyleType).toBe('none');
    expect(getComputedStyle(list.element()).paddingInlineStart).toBe('0px');
  });

  it('keeps list items it is given as they are', async () => {
    const screen = await render(
      <Stack as="ol" aria-label="Log">
        <li className="entry">Stardate 41153.7</li>
        <li className="entry">Stardate 41153.8</li>
      </Stack>,
    );
    const list = screen.getByRole('list', { name: 'Log' }).element();
    expect(list.querySelectorAll(':scope > li.entry')).toHaveLength(2);
    expect(list.querySelectorAll('li li')).toHaveLength(0);
  });
});
