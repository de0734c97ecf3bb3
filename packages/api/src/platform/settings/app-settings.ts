// An app's own per-user settings (Recipe settings, say), stored in the user's app setting's settings_json
// under the app's key. The apps declare them in their modules; the server hands them to the platform here,
// so the platform serves and saves them without naming an app.
import type { z } from 'zod';

export interface AppSettingsDefinition<T extends Record<string, unknown> = Record<string, unknown>> {
  /** The key under which the wire shape and settings_json carry them (`recipeSettings`). */
  readonly key: string;
  readonly schema: z.ZodType<Partial<T>>;
  readonly defaults: T;
}

/** The settings definitions of the apps that have any, by app id. */
export type AppSettingsByApp = ReadonlyMap<number, AppSettingsDefinition>;

/** The stored settings_json as an object ({} when empty or unreadable). */
export function parseSettings(json: string | null): Record<string, unknown> {
  if (!json) return {};
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function storedUnder(stored: Record<string, unknown>, key: string): Record<string, unknown> {
  const value = stored[key];
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

/** The app's settings as served: the defaults with the user's stored choices laid over them. */
export function servedAppSettings(
  definition: AppSettingsDefinition,
  json: string | null,
): Record<string, unknown> {
  return { ...definition.defaults, ...storedUnder(parseSettings(json), definition.key) };
}

/** The settings_json to store after the user changed some of the app's settings. */
export function savedAppSettings(
  definition: AppSettingsDefinition,
  json: string | null,
  changes: Record<string, unknown>,
): string {
  const before = parseSettings(json);
  return JSON.stringify({
    ...before,
    [definition.key]: { ...definition.defaults, ...storedUnder(before, definition.key), ...changes },
  });
}
