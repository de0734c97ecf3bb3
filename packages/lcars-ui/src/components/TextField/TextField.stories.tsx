import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { allLooks, renderInWidth } from '../../docs/stories';
import { rules } from '../../validation';
import { TextField } from './TextField';

/**
 * A single-line text input (react-aria TextField) with label, description, error and an optional `counter` of
 * length against a maximum that turns error-coloured when over. `rules` validate on blur (inside a Form: on
 * blur and submit). Material: an outlined field. LCARS: a lilac pill with an uppercase Antonio label.
 */
const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Ship name', placeholder: 'USS Enterprise', onChange: fn() },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    counter: { control: 'number' },
    isDisabled: { control: 'boolean' },
    isRequired: { control: 'boolean' },
  },
  render: renderInWidth('24rem', TextField),
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Ship name' });
    await userEvent.type(input, 'Defiant');
    await expect(input).toHaveValue('Defiant');
    await expect(args.onChange).toHaveBeenLastCalledWith('Defiant');
  },
};

export const WithDescription: Story = { args: { description: 'As registered with Starfleet.' } };

/** The counter shows length against the maximum and turns error-coloured when over. */
export const Counter: Story = {
  args: { counter: 10, defaultValue: 'Enterprise' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Ship name' });
    await expect(canvas.getByText('10 / 10')).toBeVisible();
    await userEvent.type(input, '-D');
    const counter = canvas.getByText('12 / 10');
    await expect(counter).toHaveAttribute('data-over', 'true');
  },
};

/** Rules run when the field is left; only the first failing rule's message shows. */
export const Rules: Story = {
  args: {
    label: 'E-mail',
    placeholder: 'kirk@starfleet.org',
    rules: [rules.required, rules.email],
    type: 'email',
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'E-mail' });
    await userEvent.click(input);
    await userEvent.tab();
    await expect(canvas.getByText('Required.')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(input, 'kirk');
    await userEvent.tab();
    await expect(canvas.getByText('Enter a valid e-mail address.')).toBeVisible();
    await expect(canvas.queryByText('Required.')).toBeNull();
  },
};

export const ServerError: Story = { args: { errorMessage: 'That name is already registered.' } };

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Decommissioned' } };

export const Lcars: Story = {
  globals: { look: 'lcars' },
  args: { description: 'Registry entry', counter: 20 },
  play: async ({ canvas }) => {
    const label = canvas.getByText('Ship name');
    await expect(getComputedStyle(label).textTransform).toBe('uppercase');
  },
};

export const AllLooks: Story = allLooks((args, look) => (
  <>
    <TextField {...args} label={`Ship name (${look})`} description="As registered." counter={20} />
    <TextField {...args} label={`Captain (${look})`} errorMessage="Required." />
  </>
));
