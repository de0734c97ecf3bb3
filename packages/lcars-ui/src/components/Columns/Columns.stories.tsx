import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { allLooks } from '../../docs/stories';
import { Placeholder } from '../../docs/Placeholder';
import { Card } from '../Card';
import { Column, Columns } from './Columns';

/**
 * Columns side by side, `space` apart. Each child is a `Column`: fluid (the fluid ones share what is left
 * equally) or of a `width`: content, 1/2, 1/3, 2/3, 1/4, 3/4, 1/5 ... 4/5. `collapseBelow` names a window
 * breakpoint (sm 600, md 960, lg 1280 px) below which the columns become a stack, in their order.
 */
const meta = {
  title: 'Layout/Columns',
  component: Columns,
  args: { space: 'md', alignY: 'stretch' },
  argTypes: {
    space: { control: 'select', options: ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl'] },
    collapseBelow: { control: 'select', options: [undefined, 'sm', 'md', 'lg', 'xl', 'xxl'] },
    alignY: { control: 'inline-radio', options: ['stretch', 'start', 'center', 'end'] },
    children: { control: false },
  },
  render: (args) => (
    <Columns {...args}>
      <Column width="1/3">
        <Placeholder height="5rem">1/3</Placeholder>
      </Column>
      <Column>
        <Placeholder height="5rem">Fluid</Placeholder>
      </Column>
      <Column width="content">
        <Placeholder height="5rem">Content</Placeholder>
      </Column>
    </Columns>
  ),
} satisfies Meta<typeof Columns>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const third = canvas.getByText('1/3').getBoundingClientRect();
    const fluid = canvas.getByText('Fluid').getBoundingClientRect();
    await expect(fluid.top).toBe(third.top);
  },
};

/** Two cards side by side on a wide window, one below the other below md (960 px). */
export const CollapseBelowMd: Story = {
  args: { collapseBelow: 'md', alignY: 'start' },
  render: (args) => (
    <Columns {...args}>
      <Column width="2/3">
        <Card title="Sensors" headingLevel={2}>
          Long-range sensors show no contact within two light-years.
        </Card>
      </Column>
      <Column>
        <Card title="Shields" headingLevel={2}>
          Holding at 100 percent.
        </Card>
      </Column>
    </Columns>
  ),
};

export const Lcars: Story = { globals: { look: 'lcars' } };

/** The same columns in every look, side by side. */
export const AllLooks: Story = allLooks((args) => (
  <Columns {...args}>
    <Column width="1/3">
      <Placeholder>1/3</Placeholder>
    </Column>
    <Column>
      <Placeholder>Fluid</Placeholder>
    </Column>
  </Columns>
));
