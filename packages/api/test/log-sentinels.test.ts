import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger, logOptionsFrom } from '../src/logger.js';
import setup, { TEST_LOG_DIR_VARIABLE } from './log-sentinels.js';
import { TEMPLATE_RUN_VARIABLE, TEST_ADMIN_PASSWORD } from './server.js';

const runDir = process.env[TEST_LOG_DIR_VARIABLE];
const runTemplates = process.env[TEMPLATE_RUN_VARIABLE];
afterEach(() => {
  // This worker's servers go on writing to the run's folder, and naming their templates for the run's end.
  if (runDir === undefined) delete process.env[TEST_LOG_DIR_VARIABLE];
  else process.env[TEST_LOG_DIR_VARIABLE] = runDir;
  if (runTemplates === undefined) delete process.env[TEMPLATE_RUN_VARIABLE];
  else process.env[TEMPLATE_RUN_VARIABLE] = runTemplates;
});

describe('the server log', () => {
  it('writes JSON lines with the level name, and redacts secret fields at the top and one level down', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const log = createLogger({ level: 'info', format: 'json' }, sink);
    log.info('signed in', {
      requestId: 'r-1',
      password: 'hunter2',
      body: { token: 'tok-123', title: 'kept' },
    });
    log.error('failed', new Error('boom'), { requestId: 'r-2', secValue: 'very-secret' });
    const [info, error] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(info).toMatchObject({
      level: 'info',
      msg: 'signed in',
      requestId: 'r-1',
      password: '[redacted]',
      body: { token: '[redacted]', title: 'kept' },
    });
    expect(error).toMatchObject({
      level: 'error',
      requestId: 'r-2',
      secValue: '[redacted]',
      err: { message: 'boom' },
    });
    expect(lines.join('')).not.toMatch(/hunter2|tok-123|very-secret/);
  });

  it('takes its level and format from the environment, refusing unknown ones', () => {
    expect(logOptionsFrom({}, false)).toEqual({ level: 'info', format: 'json' });
    expect(logOptionsFrom({}, true)).toEqual({ level: 'info', format: 'pretty' });
    expect(logOptionsFrom({ PORTAL_LOG_LEVEL: 'debug', PORTAL_LOG_FORMAT: 'json' }, true)).toEqual({
      level: 'debug',
      format: 'json',
    });
    expect(() => logOptionsFrom({ PORTAL_LOG_LEVEL: 'loud' })).toThrow(/PORTAL_LOG_LEVEL is one of/);
  });

  it('fails the run when a test secret reaches a log, naming where and not what', async () => {
    const teardown = setup();
    const dir = process.env[TEST_LOG_DIR_VARIABLE]!;
    writeFileSync(path.join(dir, 'server-1.log'), `{"msg":"ok"}\n{"msg":"pw ${TEST_ADMIN_PASSWORD}"}\n`);
    let message = '';
    try {
      await teardown();
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('the test admin password in server-1.log, line 2');
    expect(message).not.toContain(TEST_ADMIN_PASSWORD);
    expect(readdirSync(dir)).toEqual(['server-1.log']);
  });
});
