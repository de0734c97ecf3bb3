import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { allLooks, renderInWidth } from '../../docs/stories';
import { Button } from '../Button';
import { Card } from './Card';

/**
 * A `<section>` named by its heading. Material look: an elevated surface. LCARS look: a coloured header bar
 * with rounded end caps, closed by a thin bar. Choose `headingLevel` to fit the page outline.
 */
const meta = {
  title: 'Components/Card',
  component: Card,
  args: {
    title: 'Warp core',
    subtitle: 'Engineering, deck 12',
    headingLevel: 2,
    children: 'Matter and antimatter streams are aligned. Output holds at 98 percent of rated capacity.',
    actions: (
      <>
        <Button variant="text">Details</Button>
        <Button>Eject core</Button>
      </>
    ),
  },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
    title: { control: 'text' },
    subtitle: { control: 'text' },
    children: { control: 'text' },
    actions: { control: false },
  },
  render: renderInWidth('28rem', Card),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Warp core' });
    await expect(region.tagName).toBe('SECTION');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Warp core' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Eject core' })).toBeVisible();
  },
};

export const HeadingLevel3: Story = {
  args: { headingLevel: 3, title: 'Shield status' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Shield status' })).toBeVisible();
  },
};

export const WithoutTitle: Story = {
  args: { title: undefined, subtitle: undefined, actions: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

export const Lcars: Story = {
  globals: { look: 'lcars' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { name: 'Warp core' });
    await expect(getComputedStyle(heading).textTransform).toBe('uppercase');
  },
};

export const MaterialLight: Story = { globals: { look: 'material', scheme: 'light' } };

export const RightToLeft: Story = { globals: { direction: 'rtl', look: 'lcars' } };

/** The same card in every look, side by side. */
export const AllLooks: Story = allLooks((args, label) => (
  <Card {...args} headingLevel={3} title={`Warp core, ${label}`} />
));
