import type { Claim } from './claims.js';

/** Global app settings of a user , with the defaults a fresh portal starts with. */
export interface GlobalAppSettings {
  darkMode: boolean;
  isOfflineEnabled: boolean;
  gridDefaultRows: number;
  startUrl: string;
  displayNameId: number;
  themeMode: 1 | 2;
  themeColorMode: number;
  requestApp: number;
}

export const DEFAULT_GLOBAL_APP_SETTINGS: GlobalAppSettings = {
  darkMode: true,
  isOfflineEnabled: false,
  gridDefaultRows: 10,
  startUrl: '/',
  displayNameId: 2,
  themeMode: 1,
  themeColorMode: 1,
  requestApp: 1,
};

/** One app's entry in the app context. */
export interface AppContextApp {
  id: number;
  title: string;
  isEnabled: boolean;
  isOfflineEnabled: boolean;
  isOfflinePreloadEnabled: boolean;
  preloaded: boolean;
  primaryColor: string;
  secondaryColor: string;
  themeId: number;
  claimType: string;
  claimValue: string;
  path: string;
  narrative: string;
}

/** Password requirements the server enforces (decisions.md: 12 characters, no composition rules). */
export interface PasswordRequirements {
  allowedUserNameCharacters: string;
  requireDigit: boolean;
  requireLowercase: boolean;
  requireUppercase: boolean;
  requiredLength: number;
  requiredUserNameLength: number;
}

export interface ThemeColor {
  themeId: number;
  themeColorName: string;
  themeColorValue: string;
}

export interface Theme {
  id: number;
  title: string;
  narrative: string;
  isBuiltIn: boolean;
  isUserOwned: boolean;
  allowUseByOtherUsers: boolean;
  dark: boolean;
  createdById: number | null;
  themeColors: ThemeColor[];
}

/** GET /api/app/context/1: what any visitor needs before sign-in. */
export interface AppContext {
  id: number;
  apiVersion: string;
  apps: AppContextApp[];
  themes: Theme[];
  globalAppSettings: GlobalAppSettings;
  environmentName: string;
  isProduction: boolean;
  requirements: PasswordRequirements;
  registrationEnabled: boolean;
}

export interface ProfileSettings {
  showProfilePicture: boolean;
}

export interface Profile {
  userId: number;
  userName: string;
  email: string;
  preferredSalutation: string;
  displayNameId: number;
  namePrefixId: number;
  firstName: string;
  lastName: string;
  nameSuffixId: number;
  imageId: number;
  settings: ProfileSettings;
  newEmailAddress: string;
  phoneNumber: string;
}

export interface AppSetting {
  id: number;
  appId: number;
  themeId: number;
  isEnabled: boolean;
  isOfflineEnabled: boolean;
  isOfflinePreloadEnabled: boolean;
  hasAdditionalSettings: boolean;
  title: string;
  narrative: string;
  primaryColor: string;
  secondaryColor: string;
  claimType: string;
  claimValue: string;
  // An app with settings of its own (its manifest's `settings`) has them here too, under their key
  // (`recipeSettings`): the app reads them with appSettingsOf(manifest.settings, setting).
}

/** GET /api/account/context/1: the signed-in user's session. */
export interface AccountContext {
  profile: Profile;
  claims: Claim[];
  appSettings: AppSetting[];
  globalAppSettings: GlobalAppSettings;
  token: string;
}
