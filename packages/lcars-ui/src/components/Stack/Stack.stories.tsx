import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { allLooks } from '../../docs/stories';
import { Placeholder } from '../../docs/Placeholder';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { Stack } from './Stack';

/**
 * Children one below the other, `space` apart (default md). `align` places them across the stack. As `ul` or
 * `ol` each child becomes a list item. The vertical rhythm of a page or a form.
 */
const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: { space: 'md', align: 'stretch' },
  argTypes: {
    space: { control: 'select', options: ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl'] },
    align: { control: 'inline-radio', options: ['stretch', 'start', 'center', 'end'] },
    as: { control: 'inline-radio', options: ['div', 'ul', 'ol', 'section'] },
    children: { control: false },
  },
  render: (args) => (
    <Stack {...args}>
      <Placeholder>Bridge</Placeholder>
      <Placeholder>Engineering</Placeholder>
      <Placeholder>Sickbay</Placeholder>
    </Stack>
  ),
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const bridge = canvas.getByText('Bridge').getBoundingClientRect();
    const engineering = canvas.getByText('Engineering').getBoundingClientRect();
    await expect(engineering.top - bridge.bottom).toBeCloseTo(16, 0);
  },
};

export const AsList: Story = {
  args: { as: 'ul', space: 'sm', 'aria-label': 'Decks' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

/** A form's fields and its button: the usual use. */
export const Form: Story = {
  args: { space: 'lg', align: 'start' },
  render: (args) => (
    <Stack {...args} as="section" aria-label="Hail">
      <TextField label="Call sign" />
      <TextField label="Frequency" />
      <Button>Open channel</Button>
    </Stack>
  ),
};

export const Lcars: Story = { globals: { look: 'lcars' } };

/** The same stack in every look, side by side. */
export const AllLooks: Story = allLooks((args) => (
  <Stack {...args}>
    <Placeholder>Bridge</Placeholder>
    <Placeholder>Engineering</Placeholder>
  </Stack>
));
