// Where server faults and notes go (never the client). A module of its own so that the live channel, the
// jobs and the database layer can log without importing the HTTP layer. The server writes JSON lines (pino) for
// a log collector, or readable lines in development; secrets are taken out by path before a line is written.
import { pino, type DestinationStream, type LevelWithSilent } from 'pino';
import pretty from 'pino-pretty';

/** Extra fields of a log line: the request's id, a job's, a user's id (never a secret's value). */
export type LogFields = Readonly<Record<string, unknown>>;

export interface Logger {
  info(message: string, fields?: LogFields): void;
  error(message: string, error?: unknown, fields?: LogFields): void;
}

/**
 * Fields that may hold a secret wherever they appear in what is logged, at the top or one level down: they are
 * written as "[redacted]". Messages are the code's own words; an error's message is checked where it is made
 * (a job's failure message is masked of its candidates before it is logged, jobs/secrets.ts).
 */
export const REDACTED_FIELDS = [
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'accessToken',
  'refreshToken',
  'authorization',
  'cookie',
  'candidates',
  'secValue',
  'value',
  'code',
  'resetCode',
  'passphrase',
  'secret',
] as const;

const LEVELS: readonly LevelWithSilent[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export interface LogOptions {
  level: LevelWithSilent;
  format: 'json' | 'pretty';
}

/**
 * PORTAL_LOG_LEVEL (info) and PORTAL_LOG_FORMAT: readable lines on a terminal (`npm start`), JSON lines
 * otherwise (a service manager, a container, a file), unless set.
 */
export function logOptionsFrom(env: NodeJS.ProcessEnv, terminal = process.stdout.isTTY === true): LogOptions {
  const level = (env.PORTAL_LOG_LEVEL || 'info') as LevelWithSilent;
  if (!LEVELS.includes(level)) {
    throw new Error(`PORTAL_LOG_LEVEL is one of ${LEVELS.join(', ')} (it is "${env.PORTAL_LOG_LEVEL}").`);
  }
  const format = env.PORTAL_LOG_FORMAT || (terminal ? 'pretty' : 'json');
  if (format !== 'json' && format !== 'pretty') {
    throw new Error(`PORTAL_LOG_FORMAT is json or pretty (it is "${format}").`);
  }
  return { level, format };
}

/** A logger writing to `destination` (standard output by default). */
export function createLogger(options: LogOptions, destination?: DestinationStream): Logger {
  const stream =
    destination ?? (options.format === 'pretty' ? pretty({ colorize: true }) : pino.destination(1));
  const log = pino(
    {
      level: options.level,
      base: { service: 'lcars-api' },
      // Level names and ISO times: what a reader and most log collectors expect.
      formatters: { level: (label) => ({ level: label }) },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: {
        paths: REDACTED_FIELDS.flatMap((field) => [field, `*.${field}`]),
        censor: '[redacted]',
      },
    },
    stream,
  );
  return {
    info: (message, fields) => log.info(fields ?? {}, message),
    error: (message, error, fields) =>
      error === undefined ? log.error(fields ?? {}, message) : log.error({ ...fields, err: error }, message),
  };
}
