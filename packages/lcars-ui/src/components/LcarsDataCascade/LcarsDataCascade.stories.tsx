import type { Meta, StoryObj } from '@storybook/react-vite';
import { allLooks } from '../../docs/stories';
import { LcarsDataCascade } from './LcarsDataCascade';

/**
 * Decorative columns of numbers that light up in a running wave. Hidden from assistive technology,
 * deterministic for a `seed`, and still when the user prefers reduced motion.
 */
const meta = {
  title: 'LCARS frame/LcarsDataCascade',
  component: LcarsDataCascade,
  args: { columns: 12, rows: 5, seed: 47 },
} satisfies Meta<typeof LcarsDataCascade>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Lcars: Story = { globals: { look: 'lcars' }, args: { columns: 20, rows: 7 } };

export const AllLooks: Story = allLooks((args) => <LcarsDataCascade {...args} columns={6} />);
