import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { ThemeProvider } from '../../theme/ThemeProvider';
import { AlertStatus } from './AlertStatus';

/**
 * The alert status block: "red alert", "yellow alert" or "custom alert" while the nearest ThemeProvider's
 * alert is active. A polite live region (`role=status`), present and empty when no alert is active so screen
 * readers announce one when it starts. The alternates blink (not under reduced motion) and the block offers
 * Stop flashing (WCAG 2.2.2) and End alert. Use the Alert toolbar, or `<ThemeProvider alert={{ type, active,
 * timeout }} onAlertEnd={...}>`.
 */
const meta = {
  title: 'Foundations/AlertStatus',
  component: AlertStatus,
} satisfies Meta<typeof AlertStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RedAlert: Story = {
  globals: { alert: '1' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('red alert');
  },
};

export const RedAlertLcars: Story = { globals: { alert: '1', look: 'lcars' } };

export const YellowAlertAlternate: Story = {
  globals: { alert: '4', look: 'lcars' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('yellow alert');
    await userEvent.click(canvas.getByRole('button', { name: 'Stop flashing' }));
    await expect(canvas.getByRole('button', { name: 'Resume flashing' })).toBeVisible();
  },
};

export const CustomAlertMaterialLight: Story = { globals: { alert: '5', scheme: 'light' } };

/** No alert: the live region is there, empty and invisible. */
export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

/** The alert ends by itself after its timeout (here 1.5 s; 30 s by default) and calls onAlertEnd. */
export const EndsAfterTimeout: Story = {
  render: () => (
    <ThemeProvider look="lcars" alert={{ type: 1, active: true, timeout: 1500 }}>
      <div style={{ padding: '1rem' }}>
        <AlertStatus />
      </div>
    </ThemeProvider>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('red alert');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(''), { timeout: 4000 });
  },
};
