import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { ThemeProvider } from '../../theme/ThemeProvider';
import { LcarsElbow } from './LcarsElbow';

const radii = (element: Element) => {
  const style = getComputedStyle(element);
  return { left: parseFloat(style.borderTopLeftRadius), right: parseFloat(style.borderTopRightRadius) };
};

describe('LcarsElbow', () => {
  it('rounds the outer corner with the elbow radius and cuts the inner corner with the inner radius', async () => {
    const screen = await render(
      <ThemeProvider look="lcars">
        <LcarsElbow>47</LcarsElbow>
      </ThemeProvider>,
    );
    const elbow = screen.getByText('47').element().parentElement!;
    expect(radii(elbow).left).toBe(48); // elbowRadius 3rem
    expect(getComputedStyle(elbow).backgroundColor).toBe('rgb(255, 204, 102)'); // golden tanoi
    const cut = getComputedStyle(elbow, '::after');
    expect(parseFloat(cut.borderTopLeftRadius)).toBe(24); // elbowInnerRadius 1.5rem
    expect(cut.backgroundColor).toBe('rgb(0, 0, 0)');
  });

  it('mirrors in right-to-left: the start corner is on the right', async () => {
    const screen = await render(
      <ThemeProvider look="lcars" dir="rtl">
        <LcarsElbow>47</LcarsElbow>
      </ThemeProvider>,
    );
    const elbow = screen.getByText('47').element().parentElement!;
    expect(radii(elbow)).toEqual({ left: 0, right: 48 });
  });

  it('is hidden from assistive technology without a label', async () => {
    const screen = await render(
      <ThemeProvider look="lcars">
        <LcarsElbow corner="bottom-end" size="lg" color="tertiary" />
      </ThemeProvider>,
    );
    const elbow = screen.container.querySelector('[data-corner="bottom-end"]')!;
    expect(elbow.getAttribute('aria-hidden')).toBe('true');
    expect(parseFloat(getComputedStyle(elbow).borderBottomRightRadius)).toBe(48);
  });
});
