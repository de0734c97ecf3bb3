import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { sampleToasts } from '../../docs/demo';
import { settle } from '../../docs/settle';
import { Button } from '../Button/Button';
import { ToastRegion, type ToastRegionProps } from './Toast';
import { liveToastDuration, ToastStore } from './toastStore';

function ToastDemo(props: Omit<ToastRegionProps, 'store'>) {
  // One store per story, so stories do not share toasts.
  const [store] = useState(() => new ToastStore({ maxCount: 4 }));
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
      <Button onPress={() => sampleToasts.forEach((event) => store.show(event))}>Show all types</Button>
      <Button variant="secondary" onPress={() => store.show({ type: 'success', text: 'Saved.' })}>
        Success (7.5 s)
      </Button>
      <Button
        variant="text"
        onPress={() => {
          const text = 'Incoming message from the admin: the system restarts tonight.';
          store.show({ type: 'info', title: 'Live', text, duration: liveToastDuration(text) });
        }}
      >
        Live toast
      </Button>
      <ToastRegion store={store} {...props} />
    </div>
  );
}

/**
 * Toasts: types info, success, warning and error; 7500 ms by default (0 means 7500, errors 5000,
 * live-channel toasts `liveToastDuration(text)`: 500 ms a word, at least 5000); closable by default; enter
 * 1000 ms, leave 650 ms; 300 wide; past the maximum count the oldest goes; hover or focus pauses the timer.
 * Call `toast({ type, title, text, navTo, navTitle })` (or `toast.success(text)`) anywhere, render one
 * `<ToastRegion renderLink={...} />` inside the ThemeProvider; `renderLink` draws the navTo link with your
 * router. Info and success are status messages, warnings and errors alerts.
 */
const meta = {
  title: 'Overlays/Toast',
  component: ToastRegion,
  render: (args) => <ToastDemo {...args} />,
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

const showAll: Story['play'] = async ({ canvas, canvasElement, userEvent }) => {
  await userEvent.click(canvas.getByRole('button', { name: 'Show all types' }));
  const region = await within(canvasElement.ownerDocument.body).findByRole('region', {
    name: 'Notifications',
  });
  await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(4));
  await settle(canvasElement.ownerDocument);
};

export const AllTypes: Story = {
  play: async (context) => {
    await showAll(context);
    const body = within(context.canvasElement.ownerDocument.body);
    await expect(body.getAllByRole('status')).toHaveLength(2);
    await expect(body.getAllByRole('alert')).toHaveLength(2);
    await expect(body.getByRole('link', { name: 'Details' })).toHaveAttribute(
      'href',
      '#/account/notification/manage',
    );
  },
};

export const CloseButton: Story = {
  play: async (context) => {
    await showAll(context);
    const { canvasElement, userEvent } = context;
    const region = within(canvasElement.ownerDocument.body).getByRole('region', { name: 'Notifications' });
    await userEvent.click(within(region).getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(3), { timeout: 2000 });
  },
};

export const MaterialLight: Story = { globals: { look: 'material', scheme: 'light' }, play: showAll };

export const Lcars: Story = { globals: { look: 'lcars' }, play: showAll };

export const TopStart: Story = { args: { placement: 'top start' }, play: showAll };
