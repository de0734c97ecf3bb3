import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { allLooks, pressesOnce } from '../../docs/stories';
import { LcarsBlock } from './LcarsBlock';

/**
 * A block of the LCARS side panel with its label at the bottom end. With `href` it is a link, with `onPress`
 * a button (react-aria press, keyboard and focus ring); with neither a static, labelled block. Its label is
 * its accessible name.
 */
const meta = {
  title: 'LCARS frame/LcarsBlock',
  component: LcarsBlock,
  args: { children: 'Version', color: 'secondary', size: 'md', onPress: fn() },
  decorators: [(Story) => <div style={{ inlineSize: '8.5rem' }}>{Story()}</div>],
} satisfies Meta<typeof LcarsBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Button: Story = {
  play: pressesOnce('Version'),
};

export const Link: Story = {
  globals: { look: 'lcars' },
  args: { href: '#version', onPress: undefined },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Version' });
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');
  },
};

export const Static: Story = {
  globals: { look: 'lcars' },
  args: { onPress: undefined, children: '02-4774' },
};

export const Sizes: Story = {
  globals: { look: 'lcars' },
  render: () => (
    <div style={{ display: 'grid', gap: '0.25rem' }}>
      <LcarsBlock size="sm" color="quadrinary">
        01
      </LcarsBlock>
      <LcarsBlock size="md" color="quinary" href="#md">
        Ledger
      </LcarsBlock>
      <LcarsBlock size="lg" color="tertiary" href="#lg">
        Recipes
      </LcarsBlock>
    </div>
  ),
};

export const AllLooks: Story = allLooks((_args, label, { id }) => (
  <div style={{ inlineSize: '8.5rem' }}>
    <LcarsBlock href={`#${id}-${label}`}>{`Home ${label.split(',')[0]}`}</LcarsBlock>
  </div>
));
