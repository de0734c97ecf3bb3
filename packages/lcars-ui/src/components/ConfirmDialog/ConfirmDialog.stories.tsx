import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { openOverlay } from '../../docs/settle';
import { Button } from '../Button/Button';
import { ConfirmDialog, ConfirmProvider, useConfirm, type ConfirmDialogProps } from './ConfirmDialog';

function ConfirmDemo(args: ConfirmDialogProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Delete ledger</Button>
      <ConfirmDialog {...args} isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}

/**
 * The generic confirm dialog: title Confirm, "Are you sure you want to {text}?" ("Are you sure?"
 * without text, the text verbatim with `verbatim`), buttons Yes and No. An alertdialog: No has the focus,
 * Escape answers No. For imperative use wrap the app in `ConfirmProvider` and call `const confirm =
 * useConfirm(); if (await confirm({ text: "archive this recipe" })) ...`.
 */
const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  args: { isOpen: false, text: 'delete this ledger', onConfirm: fn(), onCancel: fn() },
  argTypes: { text: { control: 'text' }, verbatim: { control: 'boolean' }, isOpen: { control: false } },
  render: (args) => <ConfirmDemo {...args} />,
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const { args, userEvent } = context;
    const { body, overlay: dialog } = await openOverlay(context, 'Delete ledger', 'alertdialog', {
      name: 'Confirm',
    });
    await expect(dialog).toHaveTextContent('Are you sure you want to delete this ledger?');
    await expect(body.getByRole('button', { name: 'No' })).toHaveFocus();
    await userEvent.click(body.getByRole('button', { name: 'Yes' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};

export const EscapeSaysNo: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete ledger' }));
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

const openIt: Story['play'] = async (context) => {
  await openOverlay(context, 'Delete ledger', 'alertdialog');
};

export const WithoutText: Story = { args: { text: undefined }, play: openIt };

export const Verbatim: Story = {
  args: {
    text: 'Going online signs you in again. You may need to log in. Continue?',
    verbatim: true,
  },
  play: openIt,
};

export const MaterialLight: Story = { globals: { look: 'material', scheme: 'light' }, play: openIt };

export const Lcars: Story = { globals: { look: 'lcars' }, play: openIt };

function ImperativeDemo() {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('none yet');
  return (
    <>
      <Button
        onPress={() => {
          void confirm({ text: 'archive this recipe' }).then((yes) => setAnswer(yes ? 'Yes' : 'No'));
        }}
      >
        Archive recipe
      </Button>
      <p>Answer: {answer}</p>
    </>
  );
}

/** `useConfirm()` returns `confirm({ text }) => Promise<boolean>`. */
export const Imperative: Story = {
  render: () => (
    <ConfirmProvider>
      <ImperativeDemo />
    </ConfirmProvider>
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Archive recipe' }));
    await expect(await body.findByRole('alertdialog')).toHaveTextContent(
      'Are you sure you want to archive this recipe?',
    );
    await userEvent.click(body.getByRole('button', { name: 'No' }));
    await expect(await canvas.findByText('Answer: No')).toBeVisible();
  },
};
