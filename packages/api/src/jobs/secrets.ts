// Secrets in job payloads (password candidates): found by the kind's field names, removed from the stored
// row when the job ends, and masked wherever a message or result repeats one.

/** Every string under the payload's secret fields (arrays and objects walked). */
export function secretValues(payload: unknown, fields: readonly string[] | undefined): string[] {
  if (!fields?.length || typeof payload !== 'object' || payload === null) return [];
  const found: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      if (value !== '') found.push(value);
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(walk);
  };
  for (const field of fields) walk((payload as Record<string, unknown>)[field]);
  // Longest first, so a secret containing another is masked whole.
  return [...new Set(found)].sort((a, b) => b.length - a.length);
}

export const MASK = '***';

/** The text with every secret replaced by ***. */
export function maskSecrets(text: string, secrets: readonly string[]): string {
  let masked = text;
  for (const secret of secrets) masked = masked.split(secret).join(MASK);
  return masked;
}

/**
 * A result with every secret masked in its strings. Masking the serialised JSON instead would also hit the
 * syntax: a one-character candidate such as `a` or `1` would corrupt the keys and numbers of the result.
 */
export function maskSecretsIn(value: unknown, secrets: readonly string[]): unknown {
  if (secrets.length === 0) return value;
  if (typeof value === 'string') return maskSecrets(value, secrets);
  if (Array.isArray(value)) return value.map((item) => maskSecretsIn(item, secrets));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [maskSecrets(key, secrets), maskSecretsIn(item, secrets)]),
    );
  }
  return value;
}

/** The payload without its secret fields. */
export function withoutSecrets(payload: unknown, fields: readonly string[] | undefined): unknown {
  if (!fields?.length || typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    return payload;
  }
  const kept: Record<string, unknown> = { ...(payload as Record<string, unknown>) };
  for (const field of fields) delete kept[field];
  return kept;
}
