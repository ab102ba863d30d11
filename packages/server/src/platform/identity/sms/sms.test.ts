import { createServer, type IncomingMessage, type Server } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { StaffRow } from '../staff.ts';
import { createCodeSender, readSmsConfig } from './index.ts';

const staff = { id: 's1', companyId: 'c1', phone: '13800000003' } as StaffRow;

/** A logger that keeps what it was given, to see whether a code was printed. */
function recordingLog(): { log: FastifyBaseLogger; lines: string[] } {
  const lines: string[] = [];
  const record = (...args: unknown[]) => void lines.push(JSON.stringify(args));
  const log = { warn: record, error: record, info: record, debug: record, trace: record, fatal: record } as unknown as FastifyBaseLogger;
  return { log, lines };
}

interface Received {
  headers: IncomingMessage['headers'];
  body: unknown;
}
let server: Server | null = null;
let dir: string | null = null;
afterEach(async () => {
  await new Promise<void>((done) => (server ? server.close(() => done()) : done()));
  server = null;
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = null;
});

/** A local fake of the SMS provider's HTTP JSON gateway. */
async function fakeGateway(status: number): Promise<{ url: string; received: Received[] }> {
  const received: Received[] = [];
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, body: JSON.parse(raw) });
      res.writeHead(status, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${(server!.address() as AddressInfo).port}/sms/send`, received };
}

describe('SMS senders (issue 16: the code goes out through an SMS provider, or the demo console)', () => {
  it('the gateway adapter posts phone, template and code with the key, configured by environment', async () => {
    const gateway = await fakeGateway(200);
    const sms = readSmsConfig({ SMS_GATEWAY_URL: gateway.url, SMS_GATEWAY_KEY: 'k-123', SMS_TEMPLATE: 'RESET_CODE' });
    const { log, lines } = recordingLog();
    await createCodeSender(sms, false, log).send(staff, '123456', 'password_reset');
    expect(gateway.received).toHaveLength(1);
    expect(gateway.received[0]?.headers.authorization).toBe('Bearer k-123');
    expect(gateway.received[0]?.body).toEqual({
      phone: '13800000003',
      template: 'RESET_CODE',
      params: { code: '123456', purpose: 'password_reset' },
    });
    expect(lines.join()).not.toContain('123456');
  });

  it('a gateway error fails the send', async () => {
    const gateway = await fakeGateway(502);
    const sender = createCodeSender(
      readSmsConfig({ SMS_GATEWAY_URL: gateway.url, SMS_GATEWAY_KEY: 'k', SMS_TEMPLATE: 't' }),
      false,
      recordingLog().log,
    );
    await expect(sender.send(staff, '123456', 'password_reset')).rejects.toThrow(/SMS gateway answered 502/);
  });

  it('a gateway without key or template is refused at start', () => {
    expect(() => readSmsConfig({ SMS_GATEWAY_URL: 'http://x' })).toThrow(/SMS_GATEWAY_KEY/);
    expect(() => readSmsConfig({ SMS_GATEWAY_URL: 'http://x', SMS_GATEWAY_KEY: 'k' })).toThrow(/SMS_TEMPLATE/);
  });

  it('without a gateway, demo mode prints the code on the console, not in the log', async () => {
    const { log, lines } = recordingLog();
    const printed: string[] = [];
    await createCodeSender(readSmsConfig({}), true, log, (line) => printed.push(line)).send(staff, '654321', 'password_reset');
    expect(printed.join()).toContain('654321');
    expect(lines.join()).not.toContain('654321');
  });

  it('without a gateway, production mode never prints the code', async () => {
    const { log, lines } = recordingLog();
    await createCodeSender(readSmsConfig({}), false, log).send(staff, '654321', 'password_reset');
    expect(lines).toHaveLength(1);
    expect(lines.join()).not.toContain('654321');
    expect(lines.join()).toContain('SMS_GATEWAY_URL');
  });

  it('the outbox file gets one JSON line per code, in demo mode only', async () => {
    dir = mkdtempSync(join(tmpdir(), 'sms-outbox-'));
    const file = join(dir, 'outbox.jsonl');
    const sender = createCodeSender(readSmsConfig({ SMS_OUTBOX_FILE: file }), true, recordingLog().log);
    await sender.send(staff, '111111', 'password_reset');
    await sender.send(staff, '222222', 'password_reset');
    const entries = readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { code: string; phone: string; companyId: string });
    expect(entries.map((entry) => [entry.phone, entry.companyId, entry.code])).toEqual([
      ['13800000003', 'c1', '111111'],
      ['13800000003', 'c1', '222222'],
    ]);
    expect(() => createCodeSender(readSmsConfig({ SMS_OUTBOX_FILE: file }), false, recordingLog().log)).toThrow(/demo mode only/);
  });
});
