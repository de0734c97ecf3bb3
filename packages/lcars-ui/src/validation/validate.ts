// Running a field's rules. Forms show one message per field by default (an error maximum of
// 1), the first failing rule's, so rules are listed most important first.
import type { Rule } from './rules';

/** The default: one error message per field. */
export const DEFAULT_MAX_ERRORS = 1;

/**
 * Runs `fieldRules` in order and returns up to `maxErrors` messages; an empty array means valid. Stops
 * at the limit, so later (perhaps costlier) rules do not run. A rule that returns something other
 * than true or a message (a Vuetify-style `false`) counts as failing with 'Invalid value.'.
 */
export function validate(
  value: unknown,
  fieldRules: readonly Rule[],
  maxErrors: number = DEFAULT_MAX_ERRORS,
): string[] {
  const messages: string[] = [];
  if (!(maxErrors > 0)) return messages;
  for (const rule of fieldRules) {
    const result: unknown = rule(value);
    if (result === true) continue;
    messages.push(typeof result === 'string' && result !== '' ? result : 'Invalid value.');
    if (messages.length >= maxErrors) break;
  }
  return messages;
}
