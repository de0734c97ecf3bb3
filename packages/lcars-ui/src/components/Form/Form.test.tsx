import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ThemeProvider } from '../../theme/ThemeProvider';
import { rules } from '../../validation';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { NumberField } from '../NumberField';
import { Select } from '../Select';
import { TextField } from '../TextField';
import { Form } from './Form';

function renderForm(onSubmit = vi.fn(), maxErrors?: number) {
  return render(
    <ThemeProvider>
      <Form
        aria-label="Profile"
        onSubmit={onSubmit}
        maxErrors={maxErrors}
        defaultValues={{ lastName: 'Picard' }}
      >
        <TextField name="firstName" label="First name" rules={[rules.required]} />
        <TextField
          name="lastName"
          label="Last name"
          rules={[rules.required, rules.uppercaseOnly, rules.minLength(10)]}
        />
        <NumberField name="age" label="Age" rules={[rules.required]} />
        <Select
          name="rank"
          label="Rank"
          options={[
            { id: 'captain', label: 'Captain' },
            { id: 'commander', label: 'Commander' },
          ]}
          rules={[rules.required]}
        />
        <Checkbox name="terms" rules={[rules.required]}>
          I accept
        </Checkbox>
        <Button type="submit">Save</Button>
      </Form>
    </ThemeProvider>,
  );
}

describe('Form', () => {
  it('validates on submit, shows one error per field and focuses the first invalid field', async () => {
    const onSubmit = vi.fn();
    const screen = await renderForm(onSubmit);
    await screen.getByRole('button', { name: 'Save' }).click();
    expect(onSubmit).not.toHaveBeenCalled();
    await expect.element(screen.getByRole('textbox', { name: 'First name' })).toHaveFocus();
    // 'Picard' breaks two rules; only the first message shows.
    await expect.element(screen.getByText('Use upper-case letters only.')).toBeVisible();
    expect(screen.getByText('Minimum 10 characters.').query()).toBeNull();
    expect(screen.getByText('Required.').elements()).toHaveLength(4);
    await expect
      .element(screen.getByRole('textbox', { name: 'First name' }))
      .toHaveAttribute('aria-invalid', 'true');
  });

  it('shows several messages when maxErrors allows', async () => {
    const screen = await renderForm(vi.fn(), 2);
    await screen.getByRole('button', { name: 'Save' }).click();
    await expect
      .element(screen.getByText('Use upper-case letters only. Minimum 10 characters.'))
      .toBeVisible();
  });

  it('validates a field when it loses focus and clears the error once fixed', async () => {
    const screen = await renderForm();
    const firstName = screen.getByRole('textbox', { name: 'First name' });
    await firstName.click();
    await userEvent.tab();
    await expect.element(screen.getByText('Required.')).toBeVisible();
    await firstName.fill('Jean-Luc');
    expect(screen.getByText('Required.').query()).toBeNull();
  });

  it('submits the values by name when every rule passes', async () => {
    const onSubmit = vi.fn();
    const screen = await renderForm(onSubmit);
    await screen.getByRole('textbox', { name: 'First name' }).fill('Jean-Luc');
    await screen.getByRole('textbox', { name: 'Last name' }).fill('PICARD-OF-LA-BARRE');
    await screen.getByRole('textbox', { name: 'Age' }).fill('59');
    await screen.getByRole('button', { name: /Rank/ }).click();
    await screen.getByRole('option', { name: 'Captain' }).click();
    await userEvent.click(screen.getByRole('checkbox', { name: 'I accept' }), { force: true });
    await screen.getByRole('button', { name: 'Save' }).click();
    expect(onSubmit).toHaveBeenCalledWith({
      firstName: 'Jean-Luc',
      lastName: 'PICARD-OF-LA-BARRE',
      age: 59,
      rank: 'captain',
      terms: true,
    });
  });
});
