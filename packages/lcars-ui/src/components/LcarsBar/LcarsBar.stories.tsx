import type { Meta, StoryObj } from '@storybook/react-vite';
import { allLooks } from '../../docs/stories';
import { LcarsBar } from './LcarsBar';

/**
 * A straight LCARS bar segment in a theme fill, `sm`/`md`/`lg` thick (shape tokens), with pill caps at
 * neither, one or both ends. Decorative (hidden from assistive tech) unless it carries a label.
 */
const meta = {
  title: 'LCARS frame/LcarsBar',
  component: LcarsBar,
  args: { color: 'primary', size: 'lg', caps: 'both', length: '16rem', children: '0417' },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    caps: { control: 'inline-radio', options: ['none', 'start', 'end', 'both'] },
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
  },
} satisfies Meta<typeof LcarsBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Lcars: Story = { globals: { look: 'lcars' } };

/** Segments of different colours in a row, the way frames run them. */
export const Row: Story = {
  globals: { look: 'lcars' },
  render: () => (
    <div style={{ display: 'flex', gap: '0.25rem' }}>
      <LcarsBar color="secondary" caps="start" grow={2} />
      <LcarsBar color="accent" length="4rem" />
      <LcarsBar color="tertiary" grow={1} />
      <LcarsBar color="primary" caps="end" length="3rem" />
    </div>
  ),
};

export const Vertical: Story = {
  globals: { look: 'lcars' },
  args: { orientation: 'vertical', length: '8rem', children: undefined },
};

export const AllLooks: Story = allLooks((args) => <LcarsBar {...args} />);
