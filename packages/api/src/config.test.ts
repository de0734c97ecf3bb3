import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, resolveJwtKey } from './config.js';

describe('configuration', () => {
  it('has defaults that run on one machine', () => {
    const config = loadConfig({}, '/srv/portal');
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.dataDir).toBe('/srv/portal/data');
    expect(config.database).toEqual({ client: 'sqlite', filename: '/srv/portal/data/portal.sqlite' });
    expect(config.demo).toBe(true);
    expect(config.isProduction).toBe(false);
    expect(config.scrypt).toEqual({ logN: 17, r: 8, p: 1 });
    expect(config.staticDir.endsWith(path.join('packages', 'portal', 'dist'))).toBe(true);
  });

  it('switches to PostgreSQL for a postgres:// DATABASE_URL', () => {
    const url = 'postgres://user@db:5432/portal';
    expect(loadConfig({ DATABASE_URL: url }).database).toEqual({ client: 'pg', connectionString: url });
    expect(loadConfig({ DATABASE_URL: 'postgresql://x/y' }).database.client).toBe('pg');
  });

  it('loads demo content unless turned off, and not in production unless turned on', () => {
    expect(loadConfig({ PORTAL_DEMO: 'false' }).demo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).demo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', PORTAL_DEMO: 'true' }).demo).toBe(true);
  });

  it('rejects a bad port', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(loadConfig({ PORT: '0' }).port).toBe(0);
  });

  it('creates a 0600 JWT key file on first start and reuses it', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lcars-config-'));
    const config = loadConfig({ PORTAL_DATA_DIR: dataDir });
    const first = resolveJwtKey(config);
    const second = resolveJwtKey(config);
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(statSync(path.join(dataDir, 'jwt.key')).mode & 0o777).toBe(0o600);
  });

  it('prefers PORTAL_JWT_SECRET', () => {
    const key = resolveJwtKey(loadConfig({ PORTAL_JWT_SECRET: 'from-the-environment' }));
    expect(new TextDecoder().decode(key)).toBe('from-the-environment');
  });
});

describe('account and sign-in settings', () => {
  it('defaults to 10 failures per account and 50 per address in 15 minutes, 7-day refresh tokens', () => {
    const config = loadConfig({});
    expect(config.lockout).toEqual({ maxFailures: 10, windowMinutes: 15, maxFailuresPerIp: 50 });
    expect(config.refreshTokenDays).toBe(7);
    expect(config.maxImageBytes).toBe(5 * 1024 * 1024);
    expect(config.portalPublicUrl).toBe('http://localhost:3000');
    expect(config.mailFrom).toContain('@');
  });

  it('reads the overrides and the public address (without a trailing slash)', () => {
    const config = loadConfig({
      PORT: '8080',
      PORTAL_LOCKOUT_MAX_FAILURES: '3',
      PORTAL_LOCKOUT_WINDOW_MINUTES: '5',
      PORTAL_LOCKOUT_MAX_FAILURES_PER_IP: '20',
      PORTAL_PUBLIC_URL: 'https://portal.example.com/',
    });
    expect(config.lockout).toEqual({ maxFailures: 3, windowMinutes: 5, maxFailuresPerIp: 20 });
    expect(config.portalPublicUrl).toBe('https://portal.example.com');
    expect(loadConfig({ PORT: '8080' }).portalPublicUrl).toBe('http://localhost:8080');
    expect(() => loadConfig({ PORTAL_PUBLIC_URL: 'portal.example.com' })).toThrow(/PORTAL_PUBLIC_URL/);
    expect(() => loadConfig({ PORTAL_LOCKOUT_MAX_FAILURES: '0' })).toThrow(/PORTAL_LOCKOUT_MAX_FAILURES/);
  });

  it('runs the Money schedules every 15 minutes unless told otherwise (0: only at start)', () => {
    expect(loadConfig({}).moneyScheduleMinutes).toBe(15);
    expect(loadConfig({ PORTAL_MONEY_SCHEDULE_MINUTES: '0' }).moneyScheduleMinutes).toBe(0);
    expect(loadConfig({ PORTAL_MONEY_SCHEDULE_MINUTES: '60' }).moneyScheduleMinutes).toBe(60);
    expect(() => loadConfig({ PORTAL_MONEY_SCHEDULE_MINUTES: '-1' })).toThrow(
      /PORTAL_MONEY_SCHEDULE_MINUTES/,
    );
    expect(() => loadConfig({ PORTAL_MONEY_SCHEDULE_MINUTES: 'soon' })).toThrow(
      /PORTAL_MONEY_SCHEDULE_MINUTES/,
    );
  });
});

describe('scanner settings', () => {
  it('recognises with the engine it finds, tells the owner after 15 s, and leaves the demo scans to the default', () => {
    expect(loadConfig({}).scanner).toEqual({
      ocr: 'auto',
      tesseractPath: 'tesseract',
      notifyAfterMs: 15_000,
      demo: undefined,
      consumeDir: undefined,
      consumeEveryMs: 10_000,
      consumeSettleMs: 5_000,
    });
  });

  it('reads the overrides, and refuses an engine or a delay it does not know', () => {
    const config = loadConfig({
      PORTAL_SCANNER_OCR: 'WASM',
      PORTAL_TESSERACT_PATH: '/opt/tesseract/bin/tesseract',
      PORTAL_SCANNER_NOTIFY_AFTER_MS: '0',
      PORTAL_SCANNER_DEMO: 'false',
    });
    expect(config.scanner).toEqual({
      ocr: 'wasm',
      tesseractPath: '/opt/tesseract/bin/tesseract',
      notifyAfterMs: 0,
      demo: false,
      consumeDir: undefined,
      consumeEveryMs: 10_000,
      consumeSettleMs: 5_000,
    });
    expect(loadConfig({ PORTAL_SCANNER_DEMO: 'true' }).scanner.demo).toBe(true);
    // The consumption folder, from the server's working folder.
    expect(
      loadConfig(
        { PORTAL_SCANNER_CONSUME_DIR: 'consume', PORTAL_SCANNER_CONSUME_EVERY_MS: '500' },
        '/srv/lcars',
      ).scanner,
    ).toMatchObject({ consumeDir: '/srv/lcars/consume', consumeEveryMs: 500 });
    expect(() => loadConfig({ PORTAL_SCANNER_CONSUME_EVERY_MS: '10' })).toThrow(
      /PORTAL_SCANNER_CONSUME_EVERY_MS/,
    );
    expect(() => loadConfig({ PORTAL_SCANNER_OCR: 'cuneiform' })).toThrow(/PORTAL_SCANNER_OCR/);
    expect(() => loadConfig({ PORTAL_SCANNER_NOTIFY_AFTER_MS: 'soon' })).toThrow(
      /PORTAL_SCANNER_NOTIFY_AFTER_MS/,
    );
    expect(() => loadConfig({ PORTAL_SCANNER_DEMO: 'maybe' })).toThrow(/PORTAL_SCANNER_DEMO/);
  });
});

describe('image settings', () => {
  it('decodes images of at most 40 megapixels, two at a time, unless told otherwise', () => {
    expect(loadConfig({}).images).toEqual({ maxPixels: 40_000_000, decodes: 2 });
    expect(loadConfig({ PORTAL_IMAGE_MAX_PIXELS: '100000000', PORTAL_IMAGE_DECODES: '1' }).images).toEqual({
      maxPixels: 100_000_000,
      decodes: 1,
    });
    expect(() => loadConfig({ PORTAL_IMAGE_MAX_PIXELS: 'lots' })).toThrow(/PORTAL_IMAGE_MAX_PIXELS/);
    expect(() => loadConfig({ PORTAL_IMAGE_DECODES: '0' })).toThrow(/PORTAL_IMAGE_DECODES/);
  });
});
