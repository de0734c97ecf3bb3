import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { openOverlay } from '../../docs/settle';
import { Button } from '../Button/Button';
import { Dialog, type DialogProps } from './Dialog';

function DialogDemo(args: DialogProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Open dialog</Button>
      <Dialog
        {...args}
        isOpen={isOpen}
        onOpenChange={(open) => {
          setOpen(open);
          args.onOpenChange?.(open);
        }}
      />
    </>
  );
}

/**
 * A modal dialog on react-aria Modal + Dialog: focus moves in and stays in, Escape closes, focus goes back to
 * the trigger and the page behind is inert. Sizes: sm 400, md 600, lg 900, xl 1100, fill 100%,
 * fit 90% and fullscreen. It renders in a portal and carries the theme there.
 */
const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  args: {
    title: 'Edit ledger',
    size: 'md',
    onOpenChange: fn(),
    children: 'Rename the ledger or change who it is shared with. Changes apply to every device.',
    actions: ({ close }) => (
      <>
        <Button variant="text" onPress={close}>
          Cancel
        </Button>
        <Button onPress={close}>Save</Button>
      </>
    ),
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl', 'fill', 'fit', 'fullscreen'] },
    title: { control: 'text' },
    children: { control: 'text' },
    actions: { control: false },
  },
  render: (args) => <DialogDemo {...args} />,
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const openDialog: Story['play'] = async (context) => {
  const { overlay } = await openOverlay(context, 'Open dialog', 'dialog');
  await expect(overlay).toBeVisible();
};

export const Default: Story = {
  play: async (context) => {
    const { canvas, canvasElement, userEvent, args } = context;
    await openDialog(context);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = body.getByRole('dialog', { name: 'Edit ledger' });
    await expect(dialog.getBoundingClientRect().width).toBe(600);
    // Focus is trapped: Tab cycles inside the dialog.
    for (let index = 0; index < 4; index += 1) {
      await userEvent.tab();
      await expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Open dialog' })).toHaveFocus());
  },
};

export const Small: Story = { args: { size: 'sm', title: 'Rename' }, play: openDialog };

export const Large: Story = { args: { size: 'lg' }, play: openDialog };

export const Fullscreen: Story = { args: { size: 'fullscreen', title: 'Scanner' }, play: openDialog };

export const MaterialLight: Story = { globals: { look: 'material', scheme: 'light' }, play: openDialog };

export const Lcars: Story = { globals: { look: 'lcars' }, play: openDialog };
