// Request validation with the contract's zod schemas: a failure is a 400 naming every offending field.
import type { z } from 'zod';
import { badRequest, zodToProblemErrors } from './errors.js';

function label(path: readonly PropertyKey[]): string {
  const last = path.at(-1);
  if (typeof last !== 'string' || last === '') return 'A value';
  const words = last.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A missing field reads "Password is required." rather than zod's "expected string, received undefined". */
const requiredMessage: z.core.$ZodErrorMap = (issue) =>
  issue.code === 'invalid_type' && issue.input === undefined
    ? `${label(issue.path ?? [])} is required.`
    : undefined;

export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {}, { error: requiredMessage });
  if (!result.success) throw badRequest(zodToProblemErrors(result.error));
  return result.data;
}
