import { create } from 'zustand';
import { readStoredJson, StorageKey, writeStoredJson } from '../storage';
import { useSoundStore } from './sound';

/** The alert types. */
export const AlertType = {
  RedAlert: 1,
  RedAlertAlternate: 2,
  YellowAlert: 3,
  YellowAlertAlternate: 4,
  CustomAlert: 5,
  CustomAlertAlternate: 6,
} as const;
export type AlertTypeValue = (typeof AlertType)[keyof typeof AlertType];

/** How long an alert lasts by default (ms). */
export const DEFAULT_ALERT_TIMEOUT = 30_000;

/** The user's alert settings, stored as JSON under `app-alert`. */
export interface AlertSettings {
  /** Alert mode is switched on: the status block shows (the offline status blinks only when it is off). */
  active: boolean;
  /** The alert is running: alert palettes replace the main colours, the klaxon sounds. */
  alertActive: boolean;
  alertType: AlertTypeValue;
  alertTimeout: number;
}

export const DEFAULT_ALERT_SETTINGS: AlertSettings = {
  active: false,
  alertActive: false,
  alertType: AlertType.RedAlert,
  alertTimeout: DEFAULT_ALERT_TIMEOUT,
};

const isAlertType = (value: unknown): value is AlertTypeValue =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 6;

/** Stored settings over the defaults; anything malformed falls back field by field. */
export function parseAlertSettings(stored: Partial<AlertSettings> | null): AlertSettings {
  return {
    active: stored?.active === true,
    alertActive: stored?.alertActive === true,
    alertType: isAlertType(stored?.alertType) ? stored.alertType : DEFAULT_ALERT_SETTINGS.alertType,
    alertTimeout:
      typeof stored?.alertTimeout === 'number' && stored.alertTimeout > 0
        ? stored.alertTimeout
        : DEFAULT_ALERT_TIMEOUT,
  };
}

/** Red and yellow alerts use the red-alert palette; custom alerts the custom one. */
export const alertPaletteOf = (type: AlertTypeValue): 'red' | 'custom' =>
  type === AlertType.CustomAlert || type === AlertType.CustomAlertAlternate ? 'custom' : 'red';

interface AlertState extends AlertSettings {
  /** Starts the alert; it lasts alertTimeout, then deactivates. */
  raise: (type?: AlertTypeValue) => void;
  /** Ends the alert: the klaxon stops and a beep plays. */
  lower: () => void;
  update: (settings: Partial<Pick<AlertSettings, 'active' | 'alertType' | 'alertTimeout'>>) => void;
}

let timer: ReturnType<typeof setTimeout> | undefined;

const settingsOf = (state: AlertSettings): AlertSettings => ({
  active: state.active,
  alertActive: state.alertActive,
  alertType: state.alertType,
  alertTimeout: state.alertTimeout,
});

export const useAlertStore = create<AlertState>()((set, get) => {
  const save = (next: Partial<AlertSettings>): void => {
    set(next);
    writeStoredJson('local', StorageKey.appAlert, settingsOf(get()));
  };
  return {
    // A running alert is not resumed after a reload: its timer is gone with the page.
    ...parseAlertSettings({
      ...readStoredJson<AlertSettings>('local', StorageKey.appAlert),
      alertActive: false,
    }),
    raise(type) {
      clearTimeout(timer);
      save({ active: true, alertActive: true, alertType: type ?? get().alertType });
      useSoundStore.getState().play('klaxon');
      timer = setTimeout(() => get().lower(), get().alertTimeout);
    },
    lower() {
      clearTimeout(timer);
      const wasRunning = get().alertActive;
      save({ alertActive: false });
      if (wasRunning) {
        const sound = useSoundStore.getState();
        sound.stop('klaxon');
        sound.play('beep');
      }
    },
    update(settings) {
      save(settings);
      if (settings.active === false) get().lower();
    },
  };
});
