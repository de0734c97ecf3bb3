// The contract's vocabulary: enumerations, messages and limits, with no zod. A client that needs only
// these (the portal's screens) then never bundles the schemas of the modules that validate with them.

/** System item types: the lookup lists shared by the apps. */
export const SystemItemType = {
  Product: 0,
  Measurement: 1,
  RecipeType: 3,
  TimeType: 4,
  SearchOptions: 5,
  Priorities: 6,
  Severities: 7,
  NamePrefixes: 8,
  NameSuffixes: 9,
  DisplayNames: 10,
  AccountType: 11,
  Intervals: 12,
  LedgerTypes: 13,
  BalanceModes: 14,
  DataTypes: 50,
  Users: 99,
} as const;
export type SystemItemTypeValue = (typeof SystemItemType)[keyof typeof SystemItemType];
export const SYSTEM_ITEM_TYPES: readonly number[] = Object.values(SystemItemType);

/** The item-not-found messages, worded as the portal always has. */
export const SYSTEM_ITEM_MESSAGES = {
  missingData: 'Item data was not found, cannot continue.',
  notFoundForDelete: 'Could not find item to delete!',
  deleted: 'Item deleted.',
  /** A title already in the list, in any case (the list holds each title once). */
  duplicateTitle: (title: string) => `'${title}' is already in this list.`,
} as const;

/** Priorities (system item type 6) and the default severity of templates (type 7). */
export const NotificationPriority = { Defcon5: 1, Urgent: 2, Normal: 3, Blase: 4, GetToIt: 5 } as const;
export const NotificationType = { ToAll: 1, ToUser: 2 } as const;

/** Limits of sending (who may send to whom). */
export const NOTIFICATION_LIMITS = {
  titleLength: 200,
  messageLength: 20_000,
  /** Messages a user without Higgs/Boson may send per hour. */
  perUserPerHour: 30,
} as const;

const nine = (prefix: string): string[] => Array.from({ length: 9 }, (_, i) => `${prefix}${i + 1}`);

/** The colour roles a theme may set (the @lcars/ui theme contract). */
export const THEME_COLOR_NAMES: readonly string[] = [
  'accent',
  'background',
  'surface',
  'primary',
  'secondary',
  'tertiary',
  'quadrinary',
  'quinary',
  'sexenary',
  'septenary',
  'octonary',
  'success',
  'error',
  'info',
  'warning',
  ...nine('redAlert'),
  ...nine('customAlert'),
];
