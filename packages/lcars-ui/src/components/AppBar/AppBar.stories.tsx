import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button';
import { appBarActions, appBarNavigation } from '../../docs/demo';
import { AppBar } from './AppBar';

/**
 * The top bar of the shell (a banner landmark): 64 high, with an optional 48 high `extension` row. It hides
 * when the window is under 375 px high (a phone on its side).
 * In the lcars look it is a pill bar with the title at its end.
 * Put the drawer toggle in `navigation` and the bell and menus in `actions`.
 */
const meta = {
  title: 'Shell/AppBar',
  component: AppBar,
  args: {
    title: 'Choose your path',
    position: 'static',
    navigation: appBarNavigation,
    actions: appBarActions,
  },
  argTypes: {
    position: { control: 'inline-radio', options: ['static', 'sticky', 'fixed'] },
    title: { control: 'text' },
    navigation: { control: false },
    actions: { control: false },
    extension: { control: false },
  },
} satisfies Meta<typeof AppBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('banner');
    await expect(bar.getBoundingClientRect().height).toBe(64);
    await expect(canvas.getByText('Choose your path')).toBeVisible();
  },
};

export const WithExtension: Story = {
  args: {
    extension: (
      <>
        <Button variant="text">Ledgers</Button>
        <Button variant="text">Reports</Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner').getBoundingClientRect().height).toBe(64 + 48);
  },
};

export const MaterialLight: Story = { globals: { look: 'material', scheme: 'light' } };

export const Lcars: Story = {
  globals: { look: 'lcars' },
  args: {
    extension: (
      <>
        <Button variant="text">Ledgers</Button>
        <Button variant="text">Reports</Button>
      </>
    ),
  },
};

export const RightToLeft: Story = { globals: { direction: 'rtl' }, args: { title: 'בחר את דרכך' } };
