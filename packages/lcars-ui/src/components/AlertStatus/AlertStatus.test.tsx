import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { ThemeProvider } from '../../theme/ThemeProvider';
import { AlertStatus } from './AlertStatus';

describe('AlertStatus', () => {
  it.each([
    [1, 'red alert'],
    [3, 'yellow alert'],
    [5, 'custom alert'],
  ] as const)('alert %i reads "%s", shown in upper case', async (type, label) => {
    const screen = await render(
      <ThemeProvider look="lcars" alert={{ type, active: true, timeout: 60_000 }}>
        <AlertStatus />
      </ThemeProvider>,
    );
    const status = screen.getByRole('status');
    await expect.element(status).toHaveTextContent(label);
    expect(status.element().getAttribute('aria-live')).toBe('polite');
    expect(getComputedStyle(status.element()).textTransform).toBe('uppercase');
    await expect.element(screen.getByRole('button', { name: 'End alert' })).toBeVisible();
    expect(screen.container.querySelector('button')!.textContent).not.toBe('Stop flashing');
  });

  it('keeps an empty live region while no alert is active, so a later alert is announced', async () => {
    const screen = await render(
      <ThemeProvider>
        <AlertStatus />
      </ThemeProvider>,
    );
    const status = screen.getByRole('status');
    expect(status.element().textContent).toBe('');
    expect(screen.container.querySelector('button')).toBeNull();
  });

  it('offers the stop control for the alternates, with custom labels', async () => {
    const screen = await render(
      <ThemeProvider alert={{ type: 6, active: true, timeout: 60_000 }}>
        <AlertStatus labels={{ stopFlashing: 'Pause', end: 'Stand down' }} />
      </ThemeProvider>,
    );
    await expect.element(screen.getByRole('button', { name: 'Pause' })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Stand down' })).toBeVisible();
  });
});
