import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { openOverlay, settle } from '../../docs/settle';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { MoreIcon } from '../IconButton/icons';
import { Menu, MenuItem, MenuSeparator } from './Menu';

const items = (
  <>
    <MenuItem id="profile">Profile</MenuItem>
    <MenuItem id="settings">Settings</MenuItem>
    <MenuSeparator />
    <MenuItem id="logout">Log out</MenuItem>
  </>
);

/**
 * A menu button on react-aria MenuTrigger + Menu: Enter, Space or ArrowDown open it, arrow keys move, Enter
 * chooses, Escape closes and typeahead finds items. `openOnHover` also opens it 300 ms after the mouse enters
 * and closes it 250 ms after it leaves (so a pointer passing over does not open it).
 * The popover carries the theme into its portal.
 */
const meta = {
  title: 'Components/Menu',
  component: Menu,
  args: {
    trigger: (
      <IconButton label="Account menu">
        <MoreIcon />
      </IconButton>
    ),
    children: items,
    onAction: fn(),
    openOnHover: false,
  },
  argTypes: { trigger: { control: false }, children: { control: false } },
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'center' }}>
      <Menu {...args} />
    </div>
  ),
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const { args, userEvent } = context;
    const { body, overlay: menu } = await openOverlay(context, 'Account menu', 'menu');
    await expect(menu).toBeVisible();
    await userEvent.click(body.getByRole('menuitem', { name: 'Settings' }));
    await expect(args.onAction).toHaveBeenCalledOnce();
    await expect(args.onAction?.mock.calls[0]?.[0]).toBe('settings');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
  },
};

export const OpensOnHover: Story = {
  args: {
    openOnHover: true,
    trigger: <Button variant="text">Apps</Button>,
    children: (
      <>
        <MenuItem id="money">Money</MenuItem>
        <MenuItem id="recipes">Recipes</MenuItem>
      </>
    ),
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.hover(canvas.getByRole('button', { name: 'Apps' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.queryByRole('menu')).toBeNull();
    const menu = await body.findByRole('menu', undefined, { timeout: 2000 });
    await settle(canvasElement.ownerDocument);
    await expect(menu).toBeVisible();
  },
};

// Regression: a menu opened by hover is non-modal, so react-aria does not dismiss it on an outside press, and focus
// leaving it for the page body is no blur it reacts to either; only the hover close timer used to close it. The slow
// close delay here keeps that timer out of the way, so only the click can close the menu within the wait.
export const HoverMenuClosesOnOutsideClick: Story = {
  name: 'Hover menu closes on an outside click',
  args: {
    openOnHover: true,
    closeDelay: 10_000,
    trigger: <Button variant="text">Apps</Button>,
    children: (
      <>
        <MenuItem id="money">Money</MenuItem>
        <MenuItem id="recipes">Recipes</MenuItem>
      </>
    ),
  },
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '6rem' }}>
      <Menu {...args} />
      <p>Elsewhere on the page</p>
    </div>
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.hover(canvas.getByRole('button', { name: 'Apps' }));
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('menu', undefined, { timeout: 2000 });
    await settle(canvasElement.ownerDocument);
    await userEvent.click(canvas.getByText('Elsewhere on the page'));
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull(), { timeout: 1000 });
  },
};

const openIt: Story['play'] = async ({ canvas, canvasElement, userEvent }) => {
  await userEvent.click(canvas.getByRole('button', { name: 'Account menu' }));
  await within(canvasElement.ownerDocument.body).findByRole('menu');
  await settle(canvasElement.ownerDocument);
};

export const MaterialLight: Story = { globals: { look: 'material', scheme: 'light' }, play: openIt };

export const Lcars: Story = { globals: { look: 'lcars' }, play: openIt };
