import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { alertPaletteOf, AlertType, parseAlertSettings, useAlertStore } from './alert';
import { setSoundPlayer, useSoundStore } from './sound';

describe('alert', () => {
  const player = { play: vi.fn(), stop: vi.fn() };
  beforeEach(() => {
    vi.useFakeTimers();
    setSoundPlayer(player);
    useSoundStore.setState({ muted: false });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.clearAllMocks();
  });

  it('defaults to a red alert of 30000 ms, repairing what is stored', () => {
    expect(parseAlertSettings(null)).toEqual({
      active: false,
      alertActive: false,
      alertType: 1,
      alertTimeout: 30_000,
    });
    expect(parseAlertSettings({ alertType: 9 as never, alertTimeout: -1, active: true })).toMatchObject({
      active: true,
      alertType: 1,
      alertTimeout: 30_000,
    });
  });

  it('raises with the klaxon and ends after alertTimeout with a beep', () => {
    useAlertStore.getState().raise(AlertType.YellowAlert);
    expect(useAlertStore.getState()).toMatchObject({ active: true, alertActive: true, alertType: 3 });
    expect(player.play).toHaveBeenCalledWith('klaxon');
    vi.advanceTimersByTime(29_999);
    expect(useAlertStore.getState().alertActive).toBe(true);
    vi.advanceTimersByTime(1);
    expect(useAlertStore.getState().alertActive).toBe(false);
    expect(player.stop).toHaveBeenCalledWith('klaxon');
    expect(player.play).toHaveBeenLastCalledWith('beep');
  });

  it('plays nothing when muted, and muting stops a klaxon', () => {
    useSoundStore.getState().setMuted(true);
    expect(player.stop).toHaveBeenCalledWith('klaxon');
    useAlertStore.getState().raise();
    expect(player.play).not.toHaveBeenCalled();
    useAlertStore.getState().lower();
  });

  it('uses the custom palette for custom alerts', () => {
    expect(alertPaletteOf(AlertType.CustomAlertAlternate)).toBe('custom');
    expect(alertPaletteOf(AlertType.RedAlertAlternate)).toBe('red');
  });
});
