import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Footer } from './Footer';

/**
 * The shell footer (a contentinfo landmark): the copyright and version line at the start, status at the end.
 * In the lcars look, a pill bar.
 */
const meta = {
  title: 'Shell/Footer',
  component: Footer,
  args: { children: '© 2026 LCARS portal, version 6.0.5-1', end: 'Online' },
  argTypes: { children: { control: 'text' }, end: { control: 'text' } },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('version 6.0.5-1');
  },
};

export const MaterialLight: Story = { globals: { look: 'material', scheme: 'light' } };

export const Lcars: Story = { globals: { look: 'lcars' } };
