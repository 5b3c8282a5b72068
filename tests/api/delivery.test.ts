import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, uniqueEmail, type Harness, NEW_ACCOUNT_SECRETS } from '../helpers/harness';
import { message } from '../helpers/messages';

type Mail = { from: string; to: string[]; subject: string; text: string };

/** Starts tests/fixtures/smtpServer.ts as a separate process and collects what it receives. */
async function startSmtpServer() {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'tests/fixtures/smtpServer.ts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const mails: Mail[] = [];
  const waiters: (() => void)[] = [];
  const lines = createInterface({ input: child.stdout! });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`SMTP server exited with ${code}`)));
    lines.on('line', (line) => {
      if (line.startsWith('LISTENING ')) return resolve(Number(line.slice(10)));
      mails.push(JSON.parse(line) as Mail);
      waiters.splice(0).forEach((w) => w());
    });
  });
  return {
    port,
    async next(count: number): Promise<Mail[]> {
      while (mails.length < count) await new Promise<void>((r) => waiters.push(r));
      return mails;
    },
    stop: () => child.kill('SIGTERM'),
  };
}

describe('e-mail codes through a real SMTP server', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let h: Harness;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    h = await createHarness('pglite', {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'Tradewind <codes@tradewind.test>',
    });
  });
  afterAll(async () => {
    await h.close();
    smtp.stop();
  });

  it('delivers the code by SMTP, not to the outbox, and the delivered code registers the account', async () => {
    const email = uniqueEmail('smtp');
    expect((await h.post('sms_mail', { email, scene: 'register' }, { lang: 'ko' })).body.type).toBe('ok');
    const [mail] = await smtp.next(1);
    expect(mail?.to).toEqual([email]);
    expect(mail?.from).toBe('codes@tradewind.test');
    expect(mail?.subject).toBe(await message('mail.code_subject', {}, 'ko'));
    const code = /(\d{6})/.exec(mail?.text ?? '')?.[1];
    expect(mail?.text?.trim()).toBe(await message('mail.code_text', { code, minutes: 10 }, 'ko'));
    expect(await h.outbox()).toEqual([]);
    const res = await h.post('user/register', {
      account_type: 'email',
      account: email,
      code: code!,
      ...NEW_ACCOUNT_SECRETS,
    });
    expect(res.body.type).toBe('ok');
  });
});

describe('SMS codes through the HTTP gateway adapter', () => {
  let gateway: Server;
  let received: { auth: string | undefined; body: { to: string; text: string; scene: string } }[];
  let failNext = false;
  let h: Harness;
  beforeAll(async () => {
    received = [];
    gateway = createServer((req, res) => {
      let data = '';
      req.on('data', (c: Buffer) => (data += c.toString()));
      req.on('end', () => {
        if (failNext) {
          failNext = false;
          res.writeHead(503).end();
          return;
        }
        received.push({ auth: req.headers.authorization, body: JSON.parse(data) });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      });
    });
    gateway.listen(0, '127.0.0.1');
    await once(gateway, 'listening');
    const { port } = gateway.address() as AddressInfo;
    h = await createHarness('pglite', {
      SMS_HTTP_URL: `http://127.0.0.1:${port}/send`,
      SMS_HTTP_TOKEN: 'gw-secret',
    });
  });
  afterAll(async () => {
    await h.close();
    gateway.close();
  });

  it('posts the code with the bearer token', async () => {
    expect(
      (await h.post('sms_send', { phone: '0812345678', area_code: '66', scene: 'register' }, { lang: 'th' }))
        .body.type,
    ).toBe('ok');
    expect(received).toHaveLength(1);
    expect(received[0]?.auth).toBe('Bearer gw-secret');
    expect(received[0]?.body).toMatchObject({ to: '+66812345678', scene: 'register' });
    expect(received[0]?.body.text).toMatch(/\d{6}/);
  });

  it('says so when the gateway fails, and the failed code does not block a retry', async () => {
    failNext = true;
    const failed = await h.post('sms_send', { phone: '0898765432', area_code: '66', scene: 'register' });
    expect(failed.body.message).toBe(await message('errors.code_send_failed'));
    const retry = await h.post('sms_send', { phone: '0898765432', area_code: '66', scene: 'register' });
    expect(retry.body.type).toBe('ok');
  });
});
