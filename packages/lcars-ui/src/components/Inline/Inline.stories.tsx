import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { allLooks } from '../../docs/stories';
import { Placeholder } from '../../docs/Placeholder';
import { Button } from '../Button';
import { Inline } from './Inline';

/**
 * Children side by side, `space` apart (default sm), wrapping onto the next line when the row is full.
 * `align` places them along the line (start, center, end, spaceBetween), `alignY` across it. Buttons, tags, a
 * field beside its button.
 */
const meta = {
  title: 'Layout/Inline',
  component: Inline,
  args: { space: 'sm', align: 'start', alignY: 'center' },
  argTypes: {
    space: { control: 'select', options: ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl'] },
    align: { control: 'inline-radio', options: ['start', 'center', 'end', 'spaceBetween'] },
    alignY: { control: 'inline-radio', options: ['start', 'center', 'end', 'baseline', 'stretch'] },
    as: { control: 'inline-radio', options: ['div', 'ul', 'ol'] },
    children: { control: false },
  },
  render: (args) => (
    <Inline {...args}>
      <Button variant="secondary">Hail</Button>
      <Button variant="secondary">Scan</Button>
      <Button>Engage</Button>
    </Inline>
  ),
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const hail = canvas.getByRole('button', { name: 'Hail' }).getBoundingClientRect();
    const scan = canvas.getByRole('button', { name: 'Scan' }).getBoundingClientRect();
    await expect(scan.top).toBe(hail.top);
    await expect(scan.left - hail.right).toBeCloseTo(8, 0);
  },
};

export const AlignEnd: Story = { args: { align: 'end' } };

/** Wraps when the row is full: a narrow box of departments, as a list. */
export const Wrapping: Story = {
  args: { as: 'ul', space: 'xs', 'aria-label': 'Departments' },
  render: (args) => (
    <div style={{ maxInlineSize: '14rem' }}>
      <Inline {...args}>
        {['Command', 'Operations', 'Science', 'Medical', 'Engineering', 'Security'].map((name) => (
          <Placeholder key={name}>{name}</Placeholder>
        ))}
      </Inline>
    </div>
  ),
};

export const Lcars: Story = { globals: { look: 'lcars' } };

/** The same row in every look, side by side. */
export const AllLooks: Story = allLooks((args, label) => (
  <Inline {...args} aria-label={`Actions, ${label}`} as="ul">
    <Button variant="secondary">Hail</Button>
    <Button>Engage</Button>
  </Inline>
));
