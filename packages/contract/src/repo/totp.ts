// TOTP values (RFC 6238) as a repository field holds them: a bare base32 secret, as sites show it under their
// QR code, or the otpauth://totp/ URI the QR code carries. Checked alike by the API (which decides) and the
// portal (which warns first); the codes are computed only on the server, so the secret never reaches a list
// or a browser unless it is revealed on purpose.

export type TotpAlgorithm = 'SHA1' | 'SHA256' | 'SHA512';

export interface TotpParams {
  /** The secret in base32, upper case, without spaces or padding. */
  secret: string;
  algorithm: TotpAlgorithm;
  digits: number;
  /** Seconds a code lasts. */
  period: number;
  issuer: string;
  label: string;
}

/** 80 bits (16 base32 characters) is the least sites hand out; RFC 4226 asks for 128, recommends 160. */
export const TOTP_MIN_SECRET = 16;
export const TOTP_MAX_SECRET = 256;
/** An otpauth URI longer than this is not one a QR code carries. */
export const TOTP_MAX_URI = 2048;
export const TOTP_DIGITS = { min: 6, max: 10 } as const;
export const TOTP_PERIOD = { min: 10, max: 300 } as const;

/** A base32 secret as people copy it: spaces and dashes between groups, any case, optional '=' padding. */
function base32Of(text: string): string | null {
  if (text.length > TOTP_MAX_SECRET * 2) return null;
  const secret = text.replace(/[\s-]/g, '').toUpperCase().replace(/=+$/, '');
  if (secret.length < TOTP_MIN_SECRET || secret.length > TOTP_MAX_SECRET) return null;
  // The trailing bits of the last character must be possible for a whole number of bytes.
  return /^[A-Z2-7]+$/.test(secret) && ![1, 3, 6].includes(secret.length % 8) ? secret : null;
}

function whole(text: string | null, fallback: number, min: number, max: number): number | null {
  if (text === null) return fallback;
  if (!/^\d{1,4}$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}

/** The parameters of a TOTP value, or null when it is neither a base32 secret nor an otpauth://totp/ URI. */
export function parseTotp(text: string): TotpParams | null {
  const trimmed = text.trim();
  const defaults = { algorithm: 'SHA1' as const, digits: 6, period: 30, issuer: '', label: '' };
  if (!/^otpauth:/i.test(trimmed)) {
    const secret = base32Of(trimmed);
    return secret ? { ...defaults, secret } : null;
  }
  if (trimmed.length > TOTP_MAX_URI) return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  // Counter-based codes (hotp) need a counter kept in step with the server: not a value a record can hold.
  if (url.protocol !== 'otpauth:' || url.host.toLowerCase() !== 'totp') return null;
  const secret = base32Of(url.searchParams.get('secret') ?? '');
  const algorithm = (url.searchParams.get('algorithm') ?? 'SHA1').toUpperCase();
  const digits = whole(url.searchParams.get('digits'), 6, TOTP_DIGITS.min, TOTP_DIGITS.max);
  const period = whole(url.searchParams.get('period'), 30, TOTP_PERIOD.min, TOTP_PERIOD.max);
  if (!secret || digits === null || period === null) return null;
  if (algorithm !== 'SHA1' && algorithm !== 'SHA256' && algorithm !== 'SHA512') return null;
  let label = '';
  try {
    label = decodeURIComponent(url.pathname.replace(/^\//, ''));
  } catch {
    return null;
  }
  return { secret, algorithm, digits, period, issuer: url.searchParams.get('issuer') ?? '', label };
}

/** The form a TOTP value is stored in: a bare secret normalised, a URI as given (trimmed). */
export function normalisedTotp(text: string): string | null {
  const params = parseTotp(text);
  if (!params) return null;
  return /^otpauth:/i.test(text.trim()) ? text.trim() : params.secret;
}
