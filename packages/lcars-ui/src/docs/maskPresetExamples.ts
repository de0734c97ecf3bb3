import type { MaskPresetName } from '../masks/presets';

// Tests only: one example per mask preset, shared by the mask tests so that a new preset is added to every check
// at once: the raw digits typed and what the field shows, then a partial value and what the field shows for it
// (no literal dangling at its end).
export const maskPresetExamples: readonly (readonly [
  preset: MaskPresetName,
  raw: string,
  formatted: string,
  partialRaw: string,
  partialFormatted: string,
])[] = [
  ['credit-card', '4111111111111111', '4111 1111 1111 1111', '4111 11', '4111 11'],
  ['date', '12252024', '12/25/2024', '1225', '12/25'],
  ['date-time', '122520241530', '12/25/2024 15:30', '12/25/2024', '12/25/2024'],
  ['iso-date', '20241225', '2024-12-25', '2024', '2024'],
  ['iso-date-time', '202412251530', '2024-12-25 15:30', '2024-12-25 1', '2024-12-25 1'],
  ['phone', '5551234567', '(555) 123-4567', '555', '(555'],
  ['social', '123456789', '123-45-6789', '1234', '123-4'],
  ['time', '0930', '09:30', '9', '9'],
  ['time-with-seconds', '093015', '09:30:15', '09301', '09:30:1'],
];
