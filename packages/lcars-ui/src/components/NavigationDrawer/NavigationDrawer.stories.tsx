import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { openOverlay } from '../../docs/settle';
import { AppBar } from '../AppBar/AppBar';
import { Footer } from '../Footer/Footer';
import { IconButton } from '../IconButton/IconButton';
import { BellIcon, MenuIcon } from '../IconButton/icons';
import { NavigationDrawer, NavigationItem, type NavigationDrawerProps } from './NavigationDrawer';

const glyph = (letter: string) => (
  <span style={{ fontWeight: 700, fontSize: '1rem', lineHeight: 1 }} aria-hidden="true">
    {letter}
  </span>
);

const links = (
  <>
    <NavigationItem href="#home" icon={glyph('H')} isCurrent>
      Home
    </NavigationItem>
    <NavigationItem href="#money" icon={glyph('M')}>
      Money
    </NavigationItem>
    <NavigationItem href="#recipes" icon={glyph('R')}>
      Recipes
    </NavigationItem>
    <NavigationItem href="#repo" icon={glyph('S')}>
      Secure repository
    </NavigationItem>
    <NavigationItem href="#settings" icon={glyph('⚙')}>
      Settings
    </NavigationItem>
  </>
);

function DrawerDemo(args: NavigationDrawerProps) {
  const [isOpen, setOpen] = useState(args.isOpen);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', minHeight: '24rem' }}>
      <AppBar
        position="static"
        title="Choose your path"
        navigation={
          <IconButton label="Open navigation" onPress={() => setOpen(!isOpen)}>
            <MenuIcon />
          </IconButton>
        }
        actions={
          <IconButton label="Notifications">
            <BellIcon />
          </IconButton>
        }
      />
      <div style={{ display: 'flex', flex: '1 1 auto', minHeight: '18rem' }}>
        <NavigationDrawer
          {...args}
          isOpen={isOpen}
          onOpenChange={(open) => {
            setOpen(open);
            args.onOpenChange(open);
          }}
        >
          {links}
        </NavigationDrawer>
        <main style={{ padding: '1rem', flex: '1 1 auto' }}>Page content</main>
      </div>
      <Footer>Version 6.0.5-1</Footer>
    </div>
  );
}

/**
 * The shell navigation: 256 wide. From lg (1280) up a persistent column, or a 56 wide `rail` showing icons
 * only (labels remain the links' accessible names). Below lg a modal sheet from the start edge (react-aria
 * Modal: focus trapped, Escape and the scrim close it), which a swipe from the 25 px start edge also opens.
 * Following a NavigationItem closes the modal drawer. `modal` forces either form.
 */
const meta = {
  title: 'Shell/NavigationDrawer',
  component: NavigationDrawer,
  args: { isOpen: true, onOpenChange: fn(), modal: false, rail: false, children: links },
  argTypes: {
    modal: { control: 'inline-radio', options: [undefined, true, false] },
    rail: { control: 'boolean' },
    children: { control: false },
    header: { control: false },
  },
  parameters: {
    layout: 'fullscreen',
  },
  render: (args) => <DrawerDemo {...args} />,
} satisfies Meta<typeof NavigationDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Persistent: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(nav.getBoundingClientRect().width).toBe(256);
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Rail: Story = {
  args: { rail: true },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(nav.getBoundingClientRect().width).toBe(56);
    await expect(canvas.getByRole('link', { name: 'Money' })).toBeVisible();
  },
};

export const Modal: Story = {
  args: { modal: true, isOpen: false },
  play: async (context) => {
    const { canvasElement, userEvent, args } = context;
    const { body, overlay: dialog } = await openOverlay(context, 'Open navigation', 'dialog', {
      name: 'Main',
    });
    await expect(dialog).toBeVisible();
    // Focus moves into the drawer and stays there.
    await expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true);
    await userEvent.tab();
    await expect(within(dialog).getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const ModalOpen: Story = {
  args: { modal: true, isOpen: false },
  play: async (context) => {
    await openOverlay(context, 'Open navigation', 'dialog', { name: 'Main' });
  },
};

export const Lcars: Story = { globals: { look: 'lcars' } };

export const LcarsModal: Story = { ...ModalOpen, globals: { look: 'lcars' } };

export const MaterialLight: Story = { globals: { look: 'material', scheme: 'light' } };
