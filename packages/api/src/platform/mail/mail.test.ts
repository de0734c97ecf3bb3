import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { registrationProof } from '../../../test/registration.js';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../test/server.js';

/** A minimal SMTP server that accepts every mail and keeps its DATA. */
function fakeSmtp(): Promise<{ server: Server; port: number; messages: string[] }> {
  const messages: string[] = [];
  const server = createServer((socket) => {
    let inData = false;
    let data = '';
    let buffer = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      let index: number;
      while ((index = buffer.indexOf('\r\n')) !== -1) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            messages.push(data);
            data = '';
            socket.write('250 queued\r\n');
          } else {
            data += `${line}\n`;
          }
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') socket.write('250 fake\r\n');
        else if (command === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (command === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, port: (server.address() as AddressInfo).port, messages }),
    );
  });
}

describeEachDatabase('account mail over SMTP', (kind) => {
  let api: TestServer;
  let smtp: Awaited<ReturnType<typeof fakeSmtp>>;

  beforeAll(async () => {
    smtp = await fakeSmtp();
    api = await startTestServer({
      database: kind,
      env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, PORTAL_MAIL_FROM: 'Portal <portal@example.com>' },
    });
  });
  afterAll(async () => {
    await api?.close();
    smtp?.server.close();
  });

  it('sends the confirmation mail over SMTP instead of the outbox, and never logs its link', async () => {
    const response = await api.request.post('/api/account/register').send({
      altcha: await registrationProof(api.request),
      userName: 'smtp.user',
      email: 'smtp.user@example.com',
      password: 'a-long-enough-password',
      confirm: 'a-long-enough-password',
    });
    expect(response.status).toBe(200);
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]).toContain('To: smtp.user@example.com');
    expect(smtp.messages[0]).toContain('From: Portal <portal@example.com>');
    // The body is quoted-printable: soft line breaks and '=' written as =3D.
    const body = (smtp.messages[0] ?? '').replace(/=\n/g, '').replace(/=3D/g, '=');
    expect(body).toMatch(/\/account\/confirm-email\?userId=\d+&code=[A-Za-z0-9_-]{43}/);
    expect(await api.db('mail_outbox')).toHaveLength(0);
    // The link carries a live code: whoever reads the log must not be able to confirm the account.
    const code = /code=([A-Za-z0-9_-]{43})/.exec(body)?.[1] ?? 'no code in the mail';
    expect(api.logs.some((line) => line.includes(code))).toBe(false);
    expect(api.logs.some((line) => line.includes('/account/confirm-email'))).toBe(false);
  });
});

describeEachDatabase('account mail without SMTP', (kind) => {
  const register = async (api: TestServer, userName: string) =>
    api.request.post('/api/account/register').send({
      altcha: await registrationProof(api.request),
      userName,
      email: `${userName}@example.com`,
      password: 'a-long-enough-password',
      confirm: 'a-long-enough-password',
    });

  it('keeps the mail in the outbox and logs that it waits there, without its link or code', async () => {
    const api = await startTestServer({ database: kind });
    try {
      expect((await register(api, 'outbox.user')).status).toBe(200);
      const mail = await api
        .db('mail_outbox')
        .where({ to: 'outbox.user@example.com' })
        .first<{ link: string } | undefined>('link');
      const code = /code=([A-Za-z0-9_-]{43})/.exec(mail?.link ?? '')?.[1];
      expect(code).toBeDefined();
      expect(api.logs.some((line) => line.includes(String(code)))).toBe(false);
      expect(api.logs.some((line) => line.includes('/account/confirm-email'))).toBe(false);
      expect(api.logs.some((line) => line.includes('waiting in the admin outbox'))).toBe(true);
    } finally {
      await api.close();
    }
  });

  it('writes the link to the log only when PORTAL_LOG_MAIL_LINKS asks for it', async () => {
    const api = await startTestServer({ database: kind, env: { PORTAL_LOG_MAIL_LINKS: 'true' } });
    try {
      expect((await register(api, 'logged.user')).status).toBe(200);
      expect(api.logs.some((line) => line.includes('/account/confirm-email?userId='))).toBe(true);
    } finally {
      await api.close();
    }
  });
});
