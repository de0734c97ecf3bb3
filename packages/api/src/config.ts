// Every setting of the API comes from the environment, with defaults that run on one machine.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface ScryptParams {
  /** log2 of the CPU/memory cost N. */
  logN: number;
  r: number;
  p: number;
}

/** OWASP's scrypt recommendation: N=2^17, r=8, p=1. */
export const OWASP_SCRYPT: ScryptParams = { logN: 17, r: 8, p: 1 };

export type DatabaseConfig =
  { client: 'sqlite'; filename: string } | { client: 'pg'; connectionString: string };

export interface BackupSchedule {
  /** PORTAL_BACKUP_DIR: where the scheduled archives go; unset, the server makes none. */
  dir: string | undefined;
  /** PORTAL_BACKUP_EVERY_HOURS (24). */
  everyMs: number;
  /** PORTAL_BACKUP_KEEP_DAILY (7): the newest archive of each of the last N days with one is kept. */
  keepDaily: number;
  /** PORTAL_BACKUP_KEEP_WEEKLY (4): and the newest of each of the N weeks before those. */
  keepWeekly: number;
  /** PORTAL_BACKUP_PASSPHRASE, or the first line of PORTAL_BACKUP_PASSPHRASE_FILE: it seals the keys. */
  passphrase: string | undefined;
}

export interface Config {
  port: number;
  host: string;
  /** Absolute path of the data directory (SQLite file, key files, uploads). */
  dataDir: string;
  database: DatabaseConfig;
  redisUrl: string | undefined;
  /** Scheduled backups: off unless PORTAL_BACKUP_DIR is set. */
  backups: BackupSchedule;
  /** PORTAL_METRICS_TOKEN: the bearer token that lets a non-loopback address read /api/metrics. */
  metricsToken: string | undefined;
  adminPassword: string | undefined;
  demoPassword: string | undefined;
  /** Load demo content (a second user, and later ledgers, recipes...). */
  demo: boolean;
  /** PORTAL_JWT_SECRET, when given; otherwise the server uses the key file <dataDir>/jwt.key. */
  jwtSecret: string | undefined;
  /**
   * PORTAL_FIELD_KEY: the secure repository's key-encryption key (32 bytes as 64 hex or base64 characters, or
   * a passphrase of at least 32 characters); otherwise the server uses the key file <dataDir>/field.key.
   */
  fieldKey: string | undefined;
  /** PORTAL_FIELD_KEY_PREVIOUS: earlier keys (comma-separated), still opened until every data key is re-wrapped. */
  fieldKeyPrevious: string[];
  staticDir: string;
  nodeEnv: string;
  isProduction: boolean;
  smtpUrl: string | undefined;
  /** Writes account mails' links (live codes) to the log: a development aid, off unless asked for. */
  logMailLinks: boolean;
  scrypt: ScryptParams;
  /** The portal's address as users reach it: the base of links in mails (PORTAL_PUBLIC_URL). */
  portalPublicUrl: string;
  /** Sender of account mails (PORTAL_MAIL_FROM). */
  mailFrom: string;
  lockout: LockoutConfig;
  /** Largest accepted image upload in bytes (PORTAL_MAX_IMAGE_BYTES). */
  maxImageBytes: number;
  /** Minutes between runs of the Money schedules (PORTAL_MONEY_SCHEDULE_MINUTES); 0 runs them only at start. */
  moneyScheduleMinutes: number;
  /** Accounts one user may own (PORTAL_MONEY_MAX_ACCOUNTS_PER_USER, 500). */
  moneyMaxAccountsPerUser: number;
  /** Ledgers one user may own (PORTAL_MONEY_MAX_LEDGERS_PER_USER, 1000). */
  moneyMaxLedgersPerUser: number;
  /**
   * Memory for whole answers of the ledger transactions page, in MB (PORTAL_MONEY_PAGE_CACHE_MB, 32; 0: none):
   * a page read again before any Money write is answered from memory.
   */
  moneyPageCacheMb: number;
  /** Lifetime of a refresh token in days (PORTAL_REFRESH_TOKEN_DAYS); each rotation starts it again. */
  refreshTokenDays: number;
  /**
   * The reverse proxies in front of the server (PORTAL_TRUSTED_PROXIES, a hop count; PORTAL_TRUST_PROXY=true
   * is one hop). With one or more, X-Forwarded-Proto is trusted (Secure cookies over https) and the client's
   * address is the entry of X-Forwarded-For that the outermost trusted proxy appended: the entries a client
   * wrote itself come before it and are ignored, so a forged header cannot dodge the per-address limits.
   * 0 (the default): forwarded headers are ignored and the address is the socket's.
   */
  trustedProxies: number;
  /**
   * Password hashes at once and waiting, per lane; past the queue a request gets 429 with Retry-After.
   * Untrusted (anyone): PORTAL_PASSWORD_HASH_CONCURRENCY (cores - 1, at least 1), PORTAL_PASSWORD_HASH_QUEUE
   * (32). Trusted (a
   * browser with the account's device cookie, a signed-in user): PORTAL_TRUSTED_HASH_CONCURRENCY (1),
   * PORTAL_TRUSTED_HASH_QUEUE (16).
   */
  passwordHashing: HashingLanes;
  /** How long a browser keeps the device cookie a sign-in gives it (PORTAL_DEVICE_COOKIE_DAYS, 180). */
  deviceCookieDays: number;
  /**
   * Registration's anti-automation: the proof-of-work a browser solves before registering (PBKDF2 iterations
   * per guess, PORTAL_REGISTRATION_WORK, 2000: about a second of one core) and the accounts the whole portal
   * may register per hour, from every address together (PORTAL_REGISTRATIONS_PER_HOUR, 30).
   */
  registration: { work: number; perHour: number };
  /**
   * Requests per minute one address may make to the anonymous routes (sign-in, register, forgot and reset
   * password, the e-mail and user-name checks, confirmation mails): PORTAL_ANONYMOUS_RATE_PER_MINUTE (30).
   */
  anonymousRatePerMinute: number;
  /**
   * Live-channel streams one user may hold open at once (PORTAL_LIVE_MAX_STREAMS_PER_USER, 10): one per
   * browser is the norm (tabs share it); past it 429. The live benchmark raises it to open thousands as one user.
   */
  liveMaxStreamsPerUser: number;
  /**
   * Threads beside the event loop's that write a broadcast to the live streams' sockets
   * (PORTAL_LIVE_WRITER_THREADS; one fewer than the cores, at most 3; 0: the event loop writes alone). They start
   * with the first broadcast to 256 streams or more.
   */
  liveWriterThreads: number;
  jobs: JobsConfig;
  files: FilesConfig;
  /** Attachments of the secure repository's records (apps/repo/attachments.ts). */
  repoAttachments: RepoAttachmentsConfig;
  images: ImagesConfig;
  scanner: ScannerConfig;
  recipeFetch: RecipeFetchConfig;
}

/** The Recipes import from a web address (apps/recipes/page-fetch.ts): the server fetches someone's page. */
export interface RecipeFetchConfig {
  /**
   * PORTAL_RECIPE_FETCH_ALLOW_HOSTS: host names or addresses (comma-separated) the import may fetch even
   * though they resolve to a private, loopback or link-local address (a recipe site on the home network).
   * Empty by default: only public addresses are fetched.
   */
  allowHosts: readonly string[];
  /** PORTAL_RECIPE_FETCH_TIMEOUT_MS (10000): the whole fetch, redirects included. */
  timeoutMs: number;
  /** PORTAL_RECIPE_FETCH_MAX_BYTES (2 MiB): the page's body; the fetch stops at the first byte past it. */
  maxBytes: number;
}

/** Uploaded images (images/): scan pages, recipe images, profile pictures. */
export interface ImagesConfig {
  /**
   * Pixels an image may have (PORTAL_IMAGE_MAX_PIXELS, 40,000,000: a 40-megapixel photo, an A4 page scanned
   * at 600 dpi); counted from the header before anything decodes it, past it a 413. Frames of an animation
   * count.
   */
  maxPixels: number;
  /** Images decoded at once (PORTAL_IMAGE_DECODES, 2); a few more wait, past that a 429. */
  decodes: number;
}

/** The Scanner app's text recognition (apps/scanner). */
export interface ScannerConfig {
  /** PORTAL_SCANNER_OCR: 'native' (Debian's tesseract) or 'wasm' (tesseract.js) forces one engine; 'auto'
   * (the default) takes native when the program is installed. */
  ocr: 'auto' | 'native' | 'wasm';
  /** PORTAL_TESSERACT_PATH: the native program (`tesseract` on the PATH). */
  tesseractPath: string;
  /** PORTAL_SCANNER_NOTIFY_AFTER_MS (15000): a recognition that took at least this long ends with a
   * notification to the scan's owner. */
  notifyAfterMs: number;
  /** PORTAL_SCANNER_DEMO: true or false; unset, the demo scans are made with the demo content, except in
   * test runs (NODE_ENV=test), where every suite's server would queue their recognition. */
  demo: boolean | undefined;
  /** PORTAL_SCANNER_CONSUME_DIR: the consumption folder, one sub-folder per user name; unset, none is watched. */
  consumeDir: string | undefined;
  /** PORTAL_SCANNER_CONSUME_EVERY_MS (10000): how often the folder is looked at. */
  consumeEveryMs: number;
  /** PORTAL_SCANNER_CONSUME_SETTLE_MS (5000): a file is taken once it has not changed for this long (a scanner
   * may still be writing it). */
  consumeSettleMs: number;
}

/** Background jobs (jobs/). */
export interface JobsConfig {
  /** Jobs run at once on this instance, each in its own worker thread (PORTAL_JOB_WORKERS; cores - 1, at least 1). */
  workers: number;
  /** Further slots on this instance only short kinds may take (PORTAL_JOB_SHORT_WORKERS, 1). */
  shortWorkers: number;
  /**
   * Percent of a lane's slots on this instance one user's jobs may hold at once (PORTAL_JOB_USER_SHARE, 50;
   * at least one job).
   */
  userSharePercent: number;
  /** Jobs a user may have queued or running at once (PORTAL_JOBS_PER_USER, 10); past it a 429. */
  perUser: number;
  /**
   * PostgreSQL: how often (at most every 30 s) each instance looks for the jobs of an instance that died, which
   * it then hands back to the queue (PORTAL_JOB_LOST_AFTER_SECONDS, 60).
   */
  lostAfterSeconds: number;
}

/** Attachments of repository records: one file's limit and one user's total, both of the plain bytes. */
export interface RepoAttachmentsConfig {
  /** The largest attachment (PORTAL_REPO_ATTACHMENT_MB, 25 MiB). */
  maxBytes: number;
  /** All of a user's attachments together (PORTAL_REPO_ATTACHMENTS_TOTAL_MB, 500 MiB), within the file quota. */
  totalBytes: number;
}

/** The file store (files/). */
export interface FilesConfig {
  /** Where the bytes live (PORTAL_FILE_STORE): 'disk' (<dataDir>/files, the default with SQLite) or 'db'
   * (a bytea table, the default with PostgreSQL, so every instance sees every file). */
  store: 'disk' | 'db';
  /** Bytes of stored files a user may hold (PORTAL_FILE_QUOTA_MB, 1024 MiB). */
  quotaBytes: number;
  /**
   * How old a stored file nothing refers to must be before the sweep deletes it (PORTAL_FILE_SWEEP_GRACE_HOURS,
   * 24): longer than any upload and save takes, so a file whose record is still being saved is never taken.
   */
  sweepGraceMs: number;
  /** How often the sweep runs, as a maintenance job (PORTAL_FILE_SWEEP_MINUTES, 60; 0: never). */
  sweepEveryMs: number;
}

/** Sign-in throttling: failures per account and per address within a sliding window. */
/** How many passwords are hashed at once, and how many may wait. */
export interface HashingLimits {
  concurrency: number;
  queue: number;
}

/** The limits of each lane of password hashing (platform/auth/passwords.ts). */
export interface HashingLanes {
  untrusted: HashingLimits;
  trusted: HashingLimits;
}

export interface LockoutConfig {
  /** PORTAL_LOCKOUT_MAX_FAILURES (10). */
  maxFailures: number;
  /** PORTAL_LOCKOUT_WINDOW_MINUTES (15). */
  windowMinutes: number;
  /** PORTAL_LOCKOUT_MAX_FAILURES_PER_IP (50). */
  maxFailuresPerIp: number;
}

export type Env = Record<string, string | undefined>;

/** The portal build, relative to this package (src/ or dist/ both sit one level below it). */
const DEFAULT_STATIC_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../portal/dist');

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = nonEmpty(env[name]);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max}, got "${raw}".`);
  }
  return value;
}

function oneOf<T extends string>(env: Env, name: string, values: readonly T[], fallback: T): T {
  const raw = nonEmpty(env[name])?.toLowerCase();
  if (raw === undefined) return fallback;
  if (!(values as readonly string[]).includes(raw)) {
    throw new Error(`${name} must be one of ${values.join(', ')}, got "${raw}".`);
  }
  return raw as T;
}

/** true or false; unset (or empty) is undefined, so the caller keeps its own default. */
function optionalFlag(env: Env, name: string): boolean | undefined {
  const raw = nonEmpty(env[name]);
  return raw === undefined ? undefined : oneOf(env, name, ['true', 'false'] as const, 'false') === 'true';
}

function fileStore(env: Env, database: DatabaseConfig): 'disk' | 'db' {
  const raw = nonEmpty(env.PORTAL_FILE_STORE)?.toLowerCase();
  if (raw === undefined) return database.client === 'pg' ? 'db' : 'disk';
  if (raw !== 'disk' && raw !== 'db') throw new Error(`PORTAL_FILE_STORE must be disk or db, got "${raw}".`);
  return raw;
}

/**
 * Reads the configuration. Environment variables:
 * PORT (3000), HOST (0.0.0.0), PORTAL_DATA_DIR (./data), DATABASE_URL (postgres://... for PostgreSQL,
 * otherwise SQLite at <dataDir>/portal.sqlite), REDIS_URL, PORTAL_ADMIN_PASSWORD, PORTAL_DEMO_PASSWORD,
 * PORTAL_DEMO ('true'/'false'; on by default, off when NODE_ENV=production), PORTAL_JWT_SECRET,
 * PORTAL_STATIC_DIR (../portal/dist), NODE_ENV (development), SMTP_URL,
 * PORTAL_SCRYPT_LOG_N (17; tests lower it, production must not), PORTAL_PUBLIC_URL (http://localhost:PORT),
 * PORTAL_MAIL_FROM, PORTAL_LOG_MAIL_LINKS (false), PORTAL_LOCKOUT_MAX_FAILURES (10), PORTAL_LOCKOUT_WINDOW_MINUTES (15),
 * PORTAL_LOCKOUT_MAX_FAILURES_PER_IP (50), PORTAL_MAX_IMAGE_BYTES (5 MiB), PORTAL_REFRESH_TOKEN_DAYS (7),
 * PORTAL_TRUSTED_PROXIES (0; PORTAL_TRUST_PROXY=true means 1), PORTAL_PASSWORD_HASH_CONCURRENCY (cores - 1),
 * PORTAL_PASSWORD_HASH_QUEUE (32), PORTAL_TRUSTED_HASH_CONCURRENCY (1),
 * PORTAL_TRUSTED_HASH_QUEUE (16), PORTAL_DEVICE_COOKIE_DAYS (180), PORTAL_REGISTRATION_WORK (2000),
 * PORTAL_REGISTRATIONS_PER_HOUR (30), PORTAL_ANONYMOUS_RATE_PER_MINUTE (30),
 * PORTAL_MONEY_MAX_ACCOUNTS_PER_USER (500), PORTAL_MONEY_MAX_LEDGERS_PER_USER (1000), PORTAL_MONEY_PAGE_CACHE_MB (32),
 * PORTAL_LIVE_MAX_STREAMS_PER_USER (10).
 * PORTAL_JOB_WORKERS (cores - 1, at least 1), PORTAL_JOBS_PER_USER (10),
 * PORTAL_JOB_LOST_AFTER_SECONDS (60), PORTAL_FILE_STORE (disk with SQLite, db with PostgreSQL),
 * PORTAL_FILE_QUOTA_MB (1024), PORTAL_FIELD_KEY,
 * PORTAL_FIELD_KEY_PREVIOUS, PORTAL_SCANNER_OCR (auto), PORTAL_TESSERACT_PATH (tesseract),
 * PORTAL_SCANNER_NOTIFY_AFTER_MS (15000), PORTAL_SCANNER_DEMO (unset), PORTAL_SCANNER_CONSUME_DIR (unset),
 * PORTAL_SCANNER_CONSUME_EVERY_MS (10000), PORTAL_SCANNER_CONSUME_SETTLE_MS (5000), PORTAL_IMAGE_MAX_PIXELS (40,000,000),
 * PORTAL_IMAGE_DECODES (2).
 */
function backupSchedule(env: Env, cwd: string): BackupSchedule {
  const dir = nonEmpty(env.PORTAL_BACKUP_DIR);
  const file = nonEmpty(env.PORTAL_BACKUP_PASSPHRASE_FILE);
  const passphrase =
    file !== undefined
      ? readFileSync(path.resolve(cwd, file), 'utf8').split('\n')[0]
      : nonEmpty(env.PORTAL_BACKUP_PASSPHRASE);
  if (dir !== undefined && (passphrase === undefined || passphrase.length < 12)) {
    throw new Error(
      'PORTAL_BACKUP_DIR needs a passphrase of at least 12 characters to seal the keys: PORTAL_BACKUP_PASSPHRASE or PORTAL_BACKUP_PASSPHRASE_FILE.',
    );
  }
  return {
    dir: dir === undefined ? undefined : path.resolve(cwd, dir),
    everyMs: integer(env, 'PORTAL_BACKUP_EVERY_HOURS', 24, 1, 24 * 31) * 3600_000,
    keepDaily: integer(env, 'PORTAL_BACKUP_KEEP_DAILY', 7, 1, 366),
    keepWeekly: integer(env, 'PORTAL_BACKUP_KEEP_WEEKLY', 4, 0, 520),
    passphrase,
  };
}

export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): Config {
  const nodeEnv = nonEmpty(env.NODE_ENV) ?? 'development';
  const isProduction = nodeEnv === 'production';
  const dataDir = path.resolve(cwd, nonEmpty(env.PORTAL_DATA_DIR) ?? './data');
  const databaseUrl = nonEmpty(env.DATABASE_URL);
  const database: DatabaseConfig =
    databaseUrl !== undefined && /^postgres(ql)?:\/\//i.test(databaseUrl)
      ? { client: 'pg', connectionString: databaseUrl }
      : { client: 'sqlite', filename: path.join(dataDir, 'portal.sqlite') };
  const demoFlag = nonEmpty(env.PORTAL_DEMO)?.toLowerCase();
  const demo = isProduction ? demoFlag === 'true' : demoFlag !== 'false';
  const staticDir = nonEmpty(env.PORTAL_STATIC_DIR);

  const port = integer(env, 'PORT', 3000, 0, 65535);
  const publicUrl = nonEmpty(env.PORTAL_PUBLIC_URL);
  if (publicUrl !== undefined && !/^https?:\/\/[^\s/]+/i.test(publicUrl)) {
    throw new Error(`PORTAL_PUBLIC_URL must be an http(s) address, got "${publicUrl}".`);
  }

  return {
    port,
    host: nonEmpty(env.HOST) ?? '0.0.0.0',
    dataDir,
    database,
    redisUrl: nonEmpty(env.REDIS_URL),
    metricsToken: nonEmpty(env.PORTAL_METRICS_TOKEN),
    backups: backupSchedule(env, cwd),
    adminPassword: nonEmpty(env.PORTAL_ADMIN_PASSWORD),
    demoPassword: nonEmpty(env.PORTAL_DEMO_PASSWORD),
    demo,
    jwtSecret: nonEmpty(env.PORTAL_JWT_SECRET),
    fieldKey: nonEmpty(env.PORTAL_FIELD_KEY),
    fieldKeyPrevious: (env.PORTAL_FIELD_KEY_PREVIOUS ?? '')
      .split(',')
      .map((key) => key.trim())
      .filter((key) => key !== ''),
    staticDir: staticDir === undefined ? DEFAULT_STATIC_DIR : path.resolve(cwd, staticDir),
    nodeEnv,
    isProduction,
    smtpUrl: nonEmpty(env.SMTP_URL),
    logMailLinks: optionalFlag(env, 'PORTAL_LOG_MAIL_LINKS') ?? false,
    scrypt: { ...OWASP_SCRYPT, logN: integer(env, 'PORTAL_SCRYPT_LOG_N', OWASP_SCRYPT.logN, 1, 20) },
    portalPublicUrl: (publicUrl ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    mailFrom: nonEmpty(env.PORTAL_MAIL_FROM) ?? 'LCARS Portal <no-reply@localhost>',
    lockout: {
      maxFailures: integer(env, 'PORTAL_LOCKOUT_MAX_FAILURES', 10, 1, 1000),
      windowMinutes: integer(env, 'PORTAL_LOCKOUT_WINDOW_MINUTES', 15, 1, 1440),
      maxFailuresPerIp: integer(env, 'PORTAL_LOCKOUT_MAX_FAILURES_PER_IP', 50, 1, 100000),
    },
    maxImageBytes: integer(env, 'PORTAL_MAX_IMAGE_BYTES', 5 * 1024 * 1024, 1024, 100 * 1024 * 1024),
    moneyScheduleMinutes: integer(env, 'PORTAL_MONEY_SCHEDULE_MINUTES', 15, 0, 24 * 60),
    moneyMaxAccountsPerUser: integer(env, 'PORTAL_MONEY_MAX_ACCOUNTS_PER_USER', 500, 1, 1_000_000),
    moneyMaxLedgersPerUser: integer(env, 'PORTAL_MONEY_MAX_LEDGERS_PER_USER', 1000, 1, 1_000_000),
    moneyPageCacheMb: integer(env, 'PORTAL_MONEY_PAGE_CACHE_MB', 32, 0, 4096),
    refreshTokenDays: integer(env, 'PORTAL_REFRESH_TOKEN_DAYS', 7, 1, 365),
    trustedProxies: integer(
      env,
      'PORTAL_TRUSTED_PROXIES',
      nonEmpty(env.PORTAL_TRUST_PROXY)?.toLowerCase() === 'true' ? 1 : 0,
      0,
      10,
    ),
    passwordHashing: {
      untrusted: {
        // Anonymous hashing never takes every core: one stays for known browsers' sign-ins and the API.
        concurrency: integer(
          env,
          'PORTAL_PASSWORD_HASH_CONCURRENCY',
          Math.max(1, availableParallelism() - 1),
          1,
          64,
        ),
        queue: integer(env, 'PORTAL_PASSWORD_HASH_QUEUE', 32, 0, 10_000),
      },
      trusted: {
        concurrency: integer(env, 'PORTAL_TRUSTED_HASH_CONCURRENCY', 1, 1, 64),
        queue: integer(env, 'PORTAL_TRUSTED_HASH_QUEUE', 16, 0, 10_000),
      },
    },
    deviceCookieDays: integer(env, 'PORTAL_DEVICE_COOKIE_DAYS', 180, 1, 3650),
    registration: {
      work: integer(env, 'PORTAL_REGISTRATION_WORK', 2000, 1, 1_000_000),
      perHour: integer(env, 'PORTAL_REGISTRATIONS_PER_HOUR', 30, 1, 1_000_000),
    },
    anonymousRatePerMinute: integer(env, 'PORTAL_ANONYMOUS_RATE_PER_MINUTE', 30, 1, 1_000_000),
    liveMaxStreamsPerUser: integer(env, 'PORTAL_LIVE_MAX_STREAMS_PER_USER', 10, 1, 1_000_000),
    liveWriterThreads: integer(
      env,
      'PORTAL_LIVE_WRITER_THREADS',
      Math.max(0, Math.min(3, availableParallelism() - 1)),
      0,
      16,
    ),
    jobs: {
      workers: integer(env, 'PORTAL_JOB_WORKERS', Math.max(1, availableParallelism() - 1), 1, 256),
      shortWorkers: integer(env, 'PORTAL_JOB_SHORT_WORKERS', 1, 0, 256),
      userSharePercent: integer(env, 'PORTAL_JOB_USER_SHARE', 50, 1, 100),
      perUser: integer(env, 'PORTAL_JOBS_PER_USER', 10, 1, 10_000),
      lostAfterSeconds: integer(env, 'PORTAL_JOB_LOST_AFTER_SECONDS', 60, 1, 3600),
    },
    files: {
      store: fileStore(env, database),
      quotaBytes: integer(env, 'PORTAL_FILE_QUOTA_MB', 1024, 1, 1024 * 1024) * 1024 * 1024,
      sweepGraceMs: integer(env, 'PORTAL_FILE_SWEEP_GRACE_HOURS', 24, 1, 24 * 365) * 3600_000,
      sweepEveryMs: integer(env, 'PORTAL_FILE_SWEEP_MINUTES', 60, 0, 7 * 24 * 60) * 60_000,
    },
    repoAttachments: {
      maxBytes: integer(env, 'PORTAL_REPO_ATTACHMENT_MB', 25, 1, 4096) * 1024 * 1024,
      totalBytes: integer(env, 'PORTAL_REPO_ATTACHMENTS_TOTAL_MB', 500, 1, 1024 * 1024) * 1024 * 1024,
    },
    images: {
      maxPixels: integer(env, 'PORTAL_IMAGE_MAX_PIXELS', 40_000_000, 10_000, 1_000_000_000),
      decodes: integer(env, 'PORTAL_IMAGE_DECODES', 2, 1, 64),
    },
    recipeFetch: {
      allowHosts: (env.PORTAL_RECIPE_FETCH_ALLOW_HOSTS ?? '')
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter((host) => host !== ''),
      timeoutMs: integer(env, 'PORTAL_RECIPE_FETCH_TIMEOUT_MS', 10_000, 100, 120_000),
      maxBytes: integer(env, 'PORTAL_RECIPE_FETCH_MAX_BYTES', 2 * 1024 * 1024, 1024, 64 * 1024 * 1024),
    },
    scanner: {
      ocr: oneOf(env, 'PORTAL_SCANNER_OCR', ['auto', 'native', 'wasm'] as const, 'auto'),
      tesseractPath: nonEmpty(env.PORTAL_TESSERACT_PATH) ?? 'tesseract',
      notifyAfterMs: integer(env, 'PORTAL_SCANNER_NOTIFY_AFTER_MS', 15_000, 0, 24 * 60 * 60_000),
      demo: optionalFlag(env, 'PORTAL_SCANNER_DEMO'),
      consumeDir: ((dir) => (dir === undefined ? undefined : path.resolve(cwd, dir)))(
        nonEmpty(env.PORTAL_SCANNER_CONSUME_DIR),
      ),
      consumeEveryMs: integer(env, 'PORTAL_SCANNER_CONSUME_EVERY_MS', 10_000, 100, 24 * 60 * 60_000),
      consumeSettleMs: integer(env, 'PORTAL_SCANNER_CONSUME_SETTLE_MS', 5_000, 0, 60 * 60_000),
    },
  };
}

/**
 * The HS256 signing key: PORTAL_JWT_SECRET, or a random key kept in <dataDir>/jwt.key (mode 0600),
 * created on first start so tokens survive restarts without a secret in the repo.
 */
export function resolveJwtKey(config: Config): Uint8Array {
  if (config.jwtSecret !== undefined) return new TextEncoder().encode(config.jwtSecret);
  const file = path.join(config.dataDir, 'jwt.key');
  mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  try {
    writeFileSync(file, randomBytes(64).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = readFileSync(file, 'utf8').trim();
  if (key.length < 32) throw new Error(`${file} holds a key shorter than 32 characters.`);
  return new TextEncoder().encode(key);
}
