// Input masks: pure formatting and caret logic for MaskedField.
export { applyMask, isMaskComplete, unmask } from './applyMask';
export { maskEdit, type MaskEditInput, type MaskEditResult } from './maskEdit';
export { isMaskPresetName, maskPresets, resolveMask, type Mask, type MaskPresetName } from './presets';
export { compileMask, tokenAccepts, tokenConvert, type MaskSlot, type MaskToken } from './tokens';
