import type { Meta, StoryObj } from '@storybook/react-vite';
import { allLooks } from '../../docs/stories';
import { LcarsPill } from '../LcarsPill';
import { LcarsHeaderBar } from './LcarsHeaderBar';

/**
 * The top bar of a frame: a long segment, optional controls (`children`), the title as a heading on the
 * background in the primary text colour, and an end cap. Joined to an elbow in `LcarsFrame`.
 */
const meta = {
  title: 'LCARS frame/LcarsHeaderBar',
  component: LcarsHeaderBar,
  args: { title: 'Engineering', headingLevel: 2, startCap: true },
} satisfies Meta<typeof LcarsHeaderBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Lcars: Story = { globals: { look: 'lcars' } };

export const WithControls: Story = {
  globals: { look: 'lcars' },
  render: (args) => (
    <LcarsHeaderBar {...args}>
      <LcarsPill color="tertiary" caps="none">
        Sensors
      </LcarsPill>
    </LcarsHeaderBar>
  ),
};

export const AllLooks: Story = allLooks((args) => <LcarsHeaderBar {...args} />);
