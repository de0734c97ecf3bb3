// The named mask presets (credit card, date, phone and the like). A MaskedField may be given a preset name instead
// of a mask string.

export const maskPresets = {
  'credit-card': '#### #### #### ####',
  date: '##/##/####',
  'date-time': '##/##/#### ##:##',
  'iso-date': '####-##-##',
  'iso-date-time': '####-##-## ##:##',
  phone: '(###) ###-####',
  social: '###-##-####',
  time: '##:##',
  'time-with-seconds': '##:##:##',
} as const;

export type MaskPresetName = keyof typeof maskPresets;

/** A mask string, or the name of one of {@link maskPresets}. */
// The `string & {}` keeps editor completion for the preset names while still accepting any mask.
export type Mask = MaskPresetName | (string & {});

export function isMaskPresetName(mask: string): mask is MaskPresetName {
  return Object.prototype.hasOwnProperty.call(maskPresets, mask);
}

/** The mask string for a preset name; any other string is already a mask. */
export function resolveMask(mask: Mask): string {
  return isMaskPresetName(mask) ? maskPresets[mask] : mask;
}
