import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { lcarsColorControl } from '../../docs/controls';
import { allLooks, pressesOnce } from '../../docs/stories';
import { LcarsPill } from './LcarsPill';

/**
 * A capped LCARS button in any theme colour. It is `Button` (same react-aria props and behaviour, same focus
 * ring and states) with pill caps at both ends, one end or none, in both looks.
 */
const meta = {
  title: 'LCARS frame/LcarsPill',
  component: LcarsPill,
  args: { children: 'Scan', color: 'primary', caps: 'both', onPress: fn() },
  argTypes: {
    caps: { control: 'inline-radio', options: ['both', 'start', 'end', 'none'] },
    color: lcarsColorControl,
  },
} satisfies Meta<typeof LcarsPill>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: pressesOnce('Scan'),
};

export const Lcars: Story = {
  globals: { look: 'lcars' },
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.25rem' }}>
      <LcarsPill {...args} caps="start" color="tertiary">
        Sensors
      </LcarsPill>
      <LcarsPill {...args} caps="none" color="secondary">
        Comms
      </LcarsPill>
      <LcarsPill {...args} caps="end" color="accent">
        Helm
      </LcarsPill>
      <LcarsPill {...args} />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Sensors' })).toHaveFocus();
    await expect(getComputedStyle(canvas.getByRole('button', { name: 'Sensors' })).fontFamily).toMatch(
      /^Antonio/,
    );
  },
};

export const AllLooks: Story = allLooks((args) => (
  <div style={{ display: 'flex', gap: '0.25rem' }}>
    <LcarsPill {...args} caps="start" />
    <LcarsPill {...args} caps="end" color="tertiary">
      Hail
    </LcarsPill>
  </div>
));
