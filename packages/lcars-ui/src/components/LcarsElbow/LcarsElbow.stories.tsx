import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { lcarsColorControl } from '../../docs/controls';
import { allLooks } from '../../docs/stories';
import { LcarsBar } from '../LcarsBar';
import { LcarsElbow } from './LcarsElbow';

/**
 * The LCARS elbow: a vertical arm as wide as the side panel (`shape.panelWidth`) turning into a horizontal
 * bar (`size`: the bar-height tokens). The outer corner takes `shape.elbowRadius`, the inside corner
 * `shape.elbowInnerRadius`. `corner` uses logical sides, so `start` is on the right in right-to-left.
 */
const meta = {
  title: 'LCARS frame/LcarsElbow',
  component: LcarsElbow,
  args: { corner: 'top-start', size: 'md', color: 'primary', children: '47-1701' },
  argTypes: {
    corner: { control: 'inline-radio', options: ['top-start', 'top-end', 'bottom-start', 'bottom-end'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    color: lcarsColorControl,
  },
} satisfies Meta<typeof LcarsElbow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Lcars: Story = {
  globals: { look: 'lcars' },
  play: async ({ canvas }) => {
    const label = canvas.getByText('47-1701');
    await expect(getComputedStyle(label.parentElement!).borderTopLeftRadius).toBe('48px');
  },
};

/** All four corners joined to bars, as a frame draws them. */
export const Corners: Story = {
  globals: { look: 'lcars' },
  render: (args) => (
    <div style={{ display: 'grid', gap: '0.25rem' }}>
      {(['top-start', 'bottom-start'] as const).map((corner) => (
        <div
          key={corner}
          style={{
            display: 'flex',
            gap: '0.25rem',
            alignItems: corner.startsWith('top') ? 'flex-start' : 'flex-end',
          }}
        >
          <LcarsElbow {...args} corner={corner} />
          <LcarsBar size={args.size} color={args.color} grow={1} />
          <LcarsElbow {...args} corner={corner === 'top-start' ? 'top-end' : 'bottom-end'}>
            {null}
          </LcarsElbow>
        </div>
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  globals: { look: 'lcars' },
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'flex-start' }}>
      <LcarsElbow {...args} size="sm" color="secondary" />
      <LcarsElbow {...args} size="md" color="tertiary" />
      <LcarsElbow {...args} size="lg" color="accent" />
    </div>
  ),
};

export const RightToLeft: Story = { globals: { look: 'lcars', direction: 'rtl' } };

export const AllLooks: Story = allLooks((args) => (
  <div style={{ display: 'flex', gap: '0.25rem' }}>
    <LcarsElbow {...args} />
    <LcarsBar grow={1} />
  </div>
));
