// The built-in themes offered before any user theme exists. Colours are the material look's defaults.
import type { Theme } from '@lcars/contract';

export const APP_PRIMARY = '#2962FF';
export const APP_SECONDARY = '#3F51B5';

function theme(id: number, title: string, narrative: string, dark: boolean): Theme {
  return {
    id,
    title,
    narrative,
    isBuiltIn: true,
    isUserOwned: false,
    allowUseByOtherUsers: true,
    dark,
    createdById: null,
    themeColors: [
      { themeId: id, themeColorName: 'primary', themeColorValue: APP_PRIMARY },
      { themeId: id, themeColorName: 'secondary', themeColorValue: APP_SECONDARY },
    ],
  };
}

export const BUILT_IN_THEMES: readonly Theme[] = [
  theme(1, 'Default Dark', 'The default theme, dark.', true),
  theme(2, 'Default Light', 'The default theme, light.', false),
];
