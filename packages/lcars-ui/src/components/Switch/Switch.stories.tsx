import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LookGallery } from '../../docs/LookGallery';
import { Switch } from './Switch';

/**
 * An on/off switch (react-aria Switch).
 */
const meta = {
  title: 'Forms/Switch',
  component: Switch,
  args: { children: 'Sound', onChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const toggle = canvas.getByRole('switch', { name: 'Sound' });
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const On: Story = { args: { defaultValue: true } };
export const Lcars: Story = { globals: { look: 'lcars' }, args: { defaultValue: true } };

export const AllLooks: Story = {
  render: (args) => (
    <LookGallery>
      <Switch {...args} defaultValue>
        Sound
      </Switch>
      <Switch {...args}>Offline mode</Switch>
    </LookGallery>
  ),
};
