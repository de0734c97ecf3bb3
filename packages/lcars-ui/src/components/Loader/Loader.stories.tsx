import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { allLooks } from '../../docs/stories';
import { Button } from '../Button/Button';
import { LoaderOverlay, Spinner } from './Loader';
import { lcarsSpinnerKinds, materialSpinnerKinds } from './loaderTimer';

/**
 * `Spinner`: an indeterminate progressbar named by `label`, a random kind of the look (six in material, two
 * scan loaders in lcars) unless `kind` is set; sizes sm 60, md 70 (app loader), lg 75 (cards).
 * `LoaderOverlay`: covers the window only for loads longer than 300 ms, and hides 1 s after the load ends
 * unless `force`. Under prefers-reduced-motion the spinners stand still.
 */
const meta = {
  title: 'Overlays/Loader',
  component: Spinner,
  args: { label: 'Loading', size: 'sm' },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    kind: { control: 'select', options: [undefined, ...materialSpinnerKinds, ...lcarsSpinnerKinds] },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Random: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
  },
};

export const MaterialKinds: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1.5rem' }}>
      {materialSpinnerKinds.map((kind) => (
        <Spinner key={kind} kind={kind} label={`Loading (${kind})`} />
      ))}
    </div>
  ),
};

export const LcarsScanLoaders: Story = {
  globals: { look: 'lcars' },
  parameters: { controls: { disable: true } },
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1.5rem' }}>
      {lcarsSpinnerKinds.map((kind) => (
        <Spinner key={kind} kind={kind} size="lg" label={`Loading (${kind})`} />
      ))}
    </div>
  ),
};

export const AllLooks: Story = allLooks((_args, label) => (
  <div style={{ display: 'flex', gap: '1rem' }}>
    <Spinner kind="ring" label={`Loading, ${label}`} />
    <Spinner kind="scanRadar" label={`Scanning, ${label}`} />
  </div>
));

/** The overlay appears 300 ms after loading starts and leaves 1 s after it ends. */
export const Overlay: Story = {
  render: () => <OverlayWithButton />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load for 2.5 s' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.queryByTestId('loader-overlay')).toBeNull();
    await expect(
      await body.findByRole('progressbar', { name: 'Restoring your session' }, { timeout: 2000 }),
    ).toBeVisible();
  },
};

function OverlayWithButton() {
  const [isLoading, setLoading] = useState(false);
  return (
    <>
      <Button
        onPress={() => {
          setLoading(true);
          setTimeout(() => setLoading(false), 2500);
        }}
      >
        Load for 2.5 s
      </Button>
      <LoaderOverlay isLoading={isLoading} label="Restoring your session" />
    </>
  );
}

export const OverlayLcars: Story = { ...Overlay, globals: { look: 'lcars' } };
