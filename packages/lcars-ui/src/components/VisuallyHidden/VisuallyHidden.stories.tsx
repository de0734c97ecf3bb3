import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { allLooks } from '../../docs/stories';
import { VisuallyHidden } from './VisuallyHidden';

/**
 * Content for assistive technology only: a screen reader reads it, the eye does not see it (react-aria's
 * VisuallyHidden). `isFocusable` shows it while it has focus, for a skip link.
 */
const meta = {
  title: 'Layout/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'The channel closes when you leave this page.' },
  argTypes: { elementType: { control: 'inline-radio', options: ['span', 'div'] } },
  render: (args) => (
    <p>
      Channel open.
      <VisuallyHidden {...args} />
    </p>
  ),
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const hidden = canvas.getByText('The channel closes when you leave this page.');
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** A skip link: hidden until the keyboard reaches it. */
export const Focusable: Story = {
  render: () => (
    <VisuallyHidden isFocusable>
      <a href="#main">Skip to the main content</a>
    </VisuallyHidden>
  ),
};

export const Lcars: Story = { globals: { look: 'lcars' } };

/** The same hidden text in every look. */
export const AllLooks: Story = allLooks((args) => (
  <p>
    Channel open.
    <VisuallyHidden {...args} />
  </p>
));
