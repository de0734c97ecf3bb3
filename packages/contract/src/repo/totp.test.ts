import { describe, expect, it } from 'vitest';
import { checkRepoValue, RepoDataType } from './values.js';
import { normalisedTotp, parseTotp } from './totp.js';

// RFC 6238's SHA-1 test secret, '12345678901234567890' in ASCII, in base32.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const field = { title: 'One-time code', dataTypeId: RepoDataType.TOTP };

describe('TOTP values', () => {
  it('reads a bare base32 secret as people copy it', () => {
    expect(parseTotp('gezd gnbv gy3t qojq gezd gnbv gy3t qojq')).toEqual({
      secret: RFC_SECRET,
      algorithm: 'SHA1',
      digits: 6,
      period: 30,
      issuer: '',
      label: '',
    });
    expect(normalisedTotp(' JBSW-Y3DP-EHPK-3PXP ')).toBe('JBSWY3DPEHPK3PXP');
    expect(normalisedTotp('JBSWY3DPEHPK3PXP====')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('reads an otpauth://totp/ URI with its parameters, and keeps it as given', () => {
    const uri = `otpauth://totp/ACME%20Co:john@example.com?secret=${RFC_SECRET}&issuer=ACME%20Co&algorithm=SHA256&digits=8&period=60`;
    expect(parseTotp(uri)).toEqual({
      secret: RFC_SECRET,
      algorithm: 'SHA256',
      digits: 8,
      period: 60,
      issuer: 'ACME Co',
      label: 'ACME Co:john@example.com',
    });
    expect(normalisedTotp(` ${uri} `)).toBe(uri);
  });

  it('refuses what is not a TOTP secret', () => {
    for (const bad of [
      'password123',
      'JBSWY3DP', // too short: 40 bits
      'JBSWY3DPEHPK3PX1', // 1 is not base32
      'JBSWY3DPEHPK3PXPA', // 17 characters: no whole number of bytes
      `otpauth://hotp/x?secret=${RFC_SECRET}&counter=1`,
      'otpauth://totp/x?issuer=none',
      `otpauth://totp/x?secret=${RFC_SECRET}&algorithm=MD5`,
      `otpauth://totp/x?secret=${RFC_SECRET}&digits=4`,
      `otpauth://totp/x?secret=${RFC_SECRET}&period=0`,
      `otpauth://totp/x?secret=${RFC_SECRET}&period=${'9'.repeat(30)}`,
      `otpauth://totp/%E0%A4%A?secret=${RFC_SECRET}`,
      `otpauth://totp/x?secret=${'A'.repeat(3000)}`,
      'https://example.com/?secret=JBSWY3DPEHPK3PXP',
    ]) {
      expect(parseTotp(bad), bad).toBeNull();
    }
  });

  it('is a data type whose failure names the field', () => {
    expect(checkRepoValue(field, 'not a secret')).toEqual({
      ok: false,
      message:
        'One-time code must be a TOTP secret (base32, at least 16 characters) or an otpauth://totp/ URI.',
    });
    expect(checkRepoValue(field, 'jbsw y3dp ehpk 3pxp')).toEqual({ ok: true, value: 'JBSWY3DPEHPK3PXP' });
    expect(checkRepoValue(field, '')).toEqual({ ok: true, value: '' });
  });
});
