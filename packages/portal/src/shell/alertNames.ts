import { AlertType, type AlertTypeValue } from '../core/stores/alert';

/** The alert types a user can raise (the Alert settings), in the order menus list them. */
export const ALERT_CHOICES: readonly { type: AlertTypeValue; label: string }[] = [
  { type: AlertType.RedAlert, label: 'Red alert' },
  { type: AlertType.RedAlertAlternate, label: 'Red alert (alternate)' },
  { type: AlertType.YellowAlert, label: 'Yellow alert' },
  { type: AlertType.YellowAlertAlternate, label: 'Yellow alert (alternate)' },
  { type: AlertType.CustomAlert, label: 'Custom alert' },
  { type: AlertType.CustomAlertAlternate, label: 'Custom alert (alternate)' },
];

export function alertLabelOf(type: AlertTypeValue): string {
  return ALERT_CHOICES.find((choice) => choice.type === type)?.label ?? 'Red alert';
}

/** The app bar's alert button: raises the user's chosen alert, or ends the running one. */
export function alertButtonLabel(type: AlertTypeValue, running: boolean): string {
  const label = alertLabelOf(type);
  return running ? `End ${label.charAt(0).toLowerCase()}${label.slice(1)}` : label;
}
