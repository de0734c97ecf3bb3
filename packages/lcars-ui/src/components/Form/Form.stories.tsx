import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LookGallery } from '../../docs/LookGallery';
import { rules } from '../../validation';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { CurrencyField } from '../CurrencyField';
import { DateField } from '../DateField';
import { MaskedField } from '../MaskedField';
import { Select } from '../Select';
import { TextArea } from '../TextArea';
import { TextField } from '../TextField';
import { Form } from './Form';

const accountTypes = [
  { id: 1, label: 'Checking' },
  { id: 2, label: 'Savings' },
  { id: 4, label: 'CreditCard' },
];

function AccountForm({
  onSubmit,
  idPrefix = '',
}: {
  onSubmit: (values: Record<string, unknown>) => void;
  idPrefix?: string;
}) {
  return (
    <Form aria-label={`New account${idPrefix}`} onSubmit={onSubmit} defaultValues={{ active: true }}>
      <TextField
        name="title"
        label="Title"
        rules={[rules.required, rules.maxLength(40)]}
        counter={40}
        isRequired
      />
      <TextField
        name="email"
        label="Statement e-mail"
        type="email"
        rules={[rules.required, rules.email]}
        isRequired
      />
      <Select
        name="accountTypeId"
        label="Account type"
        options={accountTypes}
        rules={[rules.required]}
        isRequired
      />
      <CurrencyField name="creditLimit" label="Credit limit" rules={[rules.required]} isRequired />
      <MaskedField name="phone" label="Phone" mask="phone" />
      <DateField name="nextCycleDate" label="Next cycle date" locale="en-US" today="2026-11-21" />
      <TextArea name="description" label="Description" counter={200} rows={2} />
      <Checkbox name="active">Active</Checkbox>
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: '0.5rem' }}>
        <Button variant="text">Cancel</Button>
        <Button type="submit">Save</Button>
      </div>
    </Form>
  );
}

/**
 * Wires rules to fields: every field with a `name` and `rules` inside the Form is validated on blur and on
 * submit, shows at most `maxErrors` messages (default 1), the first invalid field gets focus, and `onSubmit`
 * receives the values by name only when all rules pass.
 */
const meta = {
  title: 'Forms/Form',
  component: Form,
  args: { onSubmit: fn() },
  render: (args) => (
    <div style={{ maxWidth: '28rem' }}>
      <AccountForm onSubmit={args.onSubmit as (values: Record<string, unknown>) => void} />
    </div>
  ),
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Submitting empty shows one error per field and focuses the first invalid field. */
export const Errors: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: /^Title/ })).toHaveFocus();
    await expect(canvas.getAllByText('Required.')).toHaveLength(4);
    await userEvent.type(canvas.getByRole('textbox', { name: /Statement e-mail/ }), 'kirk@');
    await userEvent.tab();
    await expect(canvas.getByText('Enter a valid e-mail address.')).toBeVisible();
  },
};

export const Submitted: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^Title/ }), 'Joint checking');
    await userEvent.type(canvas.getByRole('textbox', { name: /Statement e-mail/ }), 'kirk@starfleet.org');
    await userEvent.click(canvas.getByRole('button', { name: /Account type/ }));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await userEvent.type(canvas.getByRole('textbox', { name: /Credit limit/ }), '2500.10');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone' }), '5551234567');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Joint checking',
        email: 'kirk@starfleet.org',
        creditLimit: 250010,
        phone: '(555) 123-4567',
        active: true,
        nextCycleDate: null,
      }),
    );
  },
};

export const Lcars: Story = { ...Errors, globals: { look: 'lcars' } };

export const MaterialLight: Story = { ...Errors, globals: { look: 'material', scheme: 'light' } };

export const AllLooks: Story = {
  render: (args) => (
    <LookGallery>
      {(look) => (
        <AccountForm
          idPrefix={` (${look})`}
          onSubmit={args.onSubmit as (values: Record<string, unknown>) => void}
        />
      )}
    </LookGallery>
  ),
};
