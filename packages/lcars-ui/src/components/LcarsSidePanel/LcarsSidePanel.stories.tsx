import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sidePanelBlocks } from '../../docs/demo';
import { allLooks } from '../../docs/stories';
import { LcarsBlock } from '../LcarsBlock';
import { LcarsSidePanel } from './LcarsSidePanel';

const blocks = (
  <>
    {sidePanelBlocks}
    <LcarsBlock href="#recipes" color="sexenary">
      Recipes
    </LcarsBlock>
  </>
);

/**
 * The column of `LcarsBlock`s down the side of a frame, as wide as the elbows (`shape.panelWidth`), ending in
 * a filler block. With `label` it is a named navigation landmark.
 */
const meta = {
  title: 'LCARS frame/LcarsSidePanel',
  component: LcarsSidePanel,
  args: { label: 'Main menu', children: blocks, filler: 'tertiary' },
  decorators: [(Story) => <div style={{ blockSize: '24rem', display: 'flex' }}>{Story()}</div>],
} satisfies Meta<typeof LcarsSidePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Lcars: Story = {
  globals: { look: 'lcars' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
  },
};

export const AllLooks: Story = allLooks((_args, label) => (
  <div style={{ blockSize: '16rem', display: 'flex' }}>
    <LcarsSidePanel label={`Menu, ${label}`}>
      <LcarsBlock href={`#${label}`}>Home</LcarsBlock>
    </LcarsSidePanel>
  </div>
));
