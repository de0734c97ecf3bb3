import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { ThemeProvider } from '../../theme/ThemeProvider';
import { button } from '../Button/Button.css';
import { LcarsBlock } from './LcarsBlock';

describe('LcarsBlock', () => {
  it('is a link with href, a button with onPress, a static block otherwise', async () => {
    const onPress = vi.fn();
    const screen = await render(
      <ThemeProvider look="lcars">
        <LcarsBlock href="#version">Version</LcarsBlock>
        <LcarsBlock onPress={onPress} color="quinary">
          Sound
        </LcarsBlock>
        <LcarsBlock color="tertiary">02-47</LcarsBlock>
        <LcarsBlock />
      </ThemeProvider>,
    );
    await expect.element(screen.getByRole('link', { name: 'Version' })).toHaveAttribute('href', '#version');
    await screen.getByRole('button', { name: 'Sound' }).click();
    expect(onPress).toHaveBeenCalledOnce();
    const label = screen.getByText('02-47').element();
    expect(label.tagName).toBe('DIV');
    expect(getComputedStyle(label).justifyContent).toBe('flex-end');
    expect(screen.container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(1);
  });

  it("is as wide as its panel and square, wherever Button's CSS comes in the bundle", async () => {
    const screen = await render(
      <ThemeProvider look="lcars">
        <div style={{ inlineSize: '72px' }}>
          <LcarsBlock href="#recipes">Recipes</LcarsBlock>
        </div>
      </ThemeProvider>,
    );
    // The portal's build put Button's rules after the block's: append a copy of them, as that bundle does.
    const buttonClass = button.split(' ')[0]!;
    const copied = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule) => rule.cssText.includes(`.${buttonClass}`))
      .map((rule) => rule.cssText);
    expect(copied.length).toBeGreaterThan(0);
    const late = document.createElement('style');
    late.textContent = copied.join('\n');
    document.head.append(late);
    try {
      const link = screen.getByRole('link', { name: 'Recipes' }).element();
      expect(link.getBoundingClientRect().width).toBe(72);
      expect(getComputedStyle(link).borderTopLeftRadius).toBe('0px');
    } finally {
      late.remove();
    }
  });

  it('shows the keyboard focus ring', async () => {
    const screen = await render(
      <ThemeProvider look="lcars">
        <LcarsBlock href="#home">Home</LcarsBlock>
      </ThemeProvider>,
    );
    const link = screen.getByRole('link', { name: 'Home' });
    const { userEvent } = await import('vitest/browser');
    await userEvent.tab();
    await expect.element(link).toHaveFocus();
    expect(getComputedStyle(link.element()).outlineStyle).toBe('solid');
  });
});
