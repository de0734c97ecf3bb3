import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { ThemeProvider } from '../../theme/ThemeProvider';
import { Select } from '../Select';
import { TextArea } from '../TextArea';
import { TextField } from '../TextField';
import * as fieldStyles from './field.css';

const departments = [
  { id: 'command', label: 'Command' },
  { id: 'ops', label: 'Operations' },
];

/** The invalid mark at the end of a field's control (its ::after), or null when there is none. */
function invalidMark(inside: Element) {
  const control = inside.closest(`.${fieldStyles.control}`);
  expect(control).not.toBeNull();
  const mark = getComputedStyle(control!, '::after');
  return mark.content === 'none' ? null : mark;
}

describe('field chrome', () => {
  // Regression: in the lcars look under red alert every frame colour turns red, close to the error red, so only
  // the message told an invalid field apart. An invalid pill now also ends in a solid cap marked "!".
  it.each([1, 2])('marks an invalid lcars field by shape, not only colour, in red alert %i', async (type) => {
    const screen = await render(
      <ThemeProvider look="lcars" alert={{ type: type as 1 | 2, active: true, timeout: 3_600_000 }}>
        <TextField label="Call sign" defaultValue="Enterprise" />
        <TextField label="Registry" errorMessage="Registry is required." />
        <TextArea label="Notes" errorMessage="Notes are too long." />
        <Select label="Department" options={departments} errorMessage="Choose a department." />
      </ThemeProvider>,
    );
    expect(invalidMark(screen.getByRole('textbox', { name: 'Call sign' }).element())).toBeNull();
    for (const input of [
      screen.getByRole('textbox', { name: 'Registry' }).element(),
      screen.getByRole('textbox', { name: 'Notes' }).element(),
      screen.getByRole('button', { name: /Department/ }).element(),
    ]) {
      const mark = invalidMark(input);
      expect(mark, input.outerHTML).not.toBeNull();
      expect(Number.parseFloat(mark!.inlineSize)).toBeGreaterThan(16);
      // Drawn in the error role's fill and text colours, whose contrast the palette test checks.
      expect(mark!.backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
    }
    // The mark is decoration (its alt text is empty): the names stay the labels.
    await expect.element(screen.getByRole('textbox', { name: 'Registry', exact: true })).toBeVisible();
  });
});
