import type { Meta, StoryObj } from '@storybook/react-vite';
import { allLooks } from '../../docs/stories';
import { LcarsFooterBar } from './LcarsFooterBar';

/**
 * The bottom bar of a frame with room for the footer text (copyright line, version link) between segments.
 * Joined to an elbow in `LcarsFrame`.
 */
const meta = {
  title: 'LCARS frame/LcarsFooterBar',
  component: LcarsFooterBar,
  args: { startCap: true, children: '© 2401 · v6.0.5-1' },
} satisfies Meta<typeof LcarsFooterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Lcars: Story = { globals: { look: 'lcars' } };

export const AllLooks: Story = allLooks((args) => <LcarsFooterBar {...args} />);
