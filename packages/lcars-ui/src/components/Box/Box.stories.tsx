import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { allLooks } from '../../docs/stories';
import { Placeholder } from '../../docs/Placeholder';
import { Box } from './Box';

const spaces = ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl'];

/**
 * The element layouts are made of: the element you ask for (`as`), padded from the theme space scale
 * (`padding`, `paddingInline`, `paddingBlock`: none, xxs 2 px ... xxl 48 px), with no margin of its own.
 * Space between boxes belongs to their parent: Stack, Inline or Columns.
 */
const meta = {
  title: 'Layout/Box',
  component: Box,
  args: { padding: 'md', as: 'section', 'aria-label': 'Engineering' },
  argTypes: {
    as: { control: 'select', options: ['div', 'section', 'article', 'aside', 'header', 'footer', 'nav'] },
    padding: { control: 'select', options: spaces },
    paddingInline: { control: 'select', options: spaces },
    paddingBlock: { control: 'select', options: spaces },
    children: { control: false },
  },
  render: (args) => (
    <Box {...args} style={{ outline: '0.0625rem dashed currentColor' }}>
      <Placeholder>Warp core, padded by the space scale</Placeholder>
    </Box>
  ),
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Engineering' });
    await expect(region.tagName).toBe('SECTION');
    await expect(getComputedStyle(region).paddingTop).toBe('16px');
  },
};

export const InlineAndBlock: Story = {
  args: { padding: undefined, paddingInline: 'xl', paddingBlock: 'xs' },
};

export const Lcars: Story = { globals: { look: 'lcars' } };

/** The same box in every look, side by side. */
export const AllLooks: Story = allLooks((args, label) => (
  <Box {...args} aria-label={`Engineering, ${label}`} style={{ outline: '0.0625rem dashed currentColor' }}>
    <Placeholder>Warp core</Placeholder>
  </Box>
));
