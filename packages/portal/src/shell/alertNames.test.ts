import { describe, expect, it } from 'vitest';
import { AlertType } from '../core/stores/alert';
import { ALERT_CHOICES, alertButtonLabel } from './alertNames';

describe('alert names', () => {
  it('offers all six alert types, each named once', () => {
    expect(ALERT_CHOICES.map((choice) => choice.type)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(new Set(ALERT_CHOICES.map((choice) => choice.label)).size).toBe(6);
  });

  it("names the app bar's button after the chosen type and what pressing it does", () => {
    expect(alertButtonLabel(AlertType.RedAlert, false)).toBe('Red alert');
    expect(alertButtonLabel(AlertType.RedAlert, true)).toBe('End red alert');
    expect(alertButtonLabel(AlertType.YellowAlertAlternate, true)).toBe('End yellow alert (alternate)');
  });
});
