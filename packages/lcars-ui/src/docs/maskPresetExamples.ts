import type { MaskPresetName } from '../masks/presets';

// Tests only: one example per mask preset (the raw digits typed and what the field shows), shared by the mask
// tests so that a new preset is added to every check at once.
export const maskPresetExamples: readonly (readonly [MaskPresetName, string, string])[] = [
  ['credit-card', '4111111111111111', '4111 1111 1111 1111'],
  ['date', '12252024', '12/25/2024'],
  ['date-time', '122520241530', '12/25/2024 15:30'],
  ['iso-date', '20241225', '2024-12-25'],
  ['iso-date-time', '202412251530', '2024-12-25 15:30'],
  ['phone', '5551234567', '(555) 123-4567'],
  ['social', '123456789', '123-45-6789'],
  ['time', '0930', '09:30'],
  ['time-with-seconds', '093015', '09:30:15'],
];
