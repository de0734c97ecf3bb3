import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { ThemeProvider } from '../../theme/ThemeProvider';
import type { Look } from '../../theme/tokens';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { MoreIcon } from '../IconButton/icons';
import { Toolbar } from './Toolbar';

/** The vertical middle of an element's text (its line box), not of its padding box. */
function textMiddle(element: Element): number {
  const range = document.createRange();
  range.selectNodeContents(element);
  const { top, bottom } = range.getBoundingClientRect();
  return (top + bottom) / 2;
}

function middle(element: Element): number {
  const { top, bottom } = element.getBoundingClientRect();
  return (top + bottom) / 2;
}

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

  // Regression: in the lcars look a text button's label sat at the bottom end of its (invisible) pill, 6 px below
  // the icon buttons and the title of the bar.
  it.each<Look>(['material', 'lcars'])(
    'lines up text-button labels with the icons in the %s look',
    async (look) => {
      const screen = await render(
        <ThemeProvider look={look} dark>
          <Toolbar aria-label="Ledger actions" title="Ledgers">
            <Button variant="text">Add</Button>
            <IconButton label="More list actions">
              <MoreIcon />
            </IconButton>
          </Toolbar>
        </ThemeProvider>,
      );
      await document.fonts.ready;
      const label = screen.getByRole('button', { name: 'Add' }).element();
      const icon = screen.getByRole('button', { name: 'More list actions' }).element().querySelector('svg');
      expect(icon).not.toBeNull();
      expect(Math.abs(textMiddle(label) - middle(icon!))).toBeLessThanOrEqual(1);
    },
  );

  // Regression: a title longer than the bar (a bout's two names, a file name, on a phone) was cut mid-word with
  // the rest out of sight, in the lcars look without even an ellipsis. It wraps now, and the bar grows.
  it.each<Look>(['material', 'lcars'])(
    'wraps a long title instead of cutting it, in the %s look',
    async (look) => {
      const long = 'Rocky Delgado vs Billy Okafor: rc4cryptoapi_password_of_the_quartermaster.xls';
      const screen = await render(
        <ThemeProvider look={look} dark>
          <div style={{ inlineSize: 320 }}>
            <Toolbar aria-label="Bout" title={<h1 style={{ margin: 0 }}>{long}</h1>}>
              <IconButton label="More">
                <MoreIcon />
              </IconButton>
            </Toolbar>
          </div>
        </ThemeProvider>,
      );
      await document.fonts.ready;
      const heading = screen.getByRole('heading', { name: long }).element();
      const box = heading.parentElement!;
      // Nothing is cut: neither the heading nor the title's box hides any of the text.
      expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth);
      expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
      expect(box.scrollHeight).toBeLessThanOrEqual(box.clientHeight);
      // And it takes several lines, inside the 320 px.
      const lineHeight = parseFloat(getComputedStyle(heading).lineHeight) || 20;
      expect(heading.getBoundingClientRect().height).toBeGreaterThan(1.5 * lineHeight);
      expect(heading.getBoundingClientRect().right).toBeLessThanOrEqual(320 + 1);
    },
  );
});
