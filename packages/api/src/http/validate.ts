// Request validation with the contract's zod schemas: a failure is a 400 naming every offending field, in the
// words of personErrorMap ("Age must be at least 18.", not zod's "Too small: expected number to be >=18").
import type { z } from 'zod';
import { badRequest, zodToProblemErrors } from './errors.js';
import { personErrorMap } from './messages.js';

const messages = personErrorMap();

export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {}, { error: messages });
  if (!result.success) throw badRequest(zodToProblemErrors(result.error));
  return result.data;
}

/** Parses a value that is not a request body (a job's payload, a form field's JSON) with the same messages. */
export function parseWithMessages<S extends z.ZodType>(
  schema: S,
  input: unknown,
  labels?: Readonly<Record<string, string>>,
): z.ZodSafeParseResult<z.output<S>> {
  return schema.safeParse(input, { error: labels ? personErrorMap(labels) : messages });
}
