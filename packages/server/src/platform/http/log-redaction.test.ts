import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { logLines } from '../test/log-lines.ts';
import { loggedError, loggedUrl, redactSecrets, requestLogger, withLogRedaction } from './log-redaction.ts';

describe('log redaction (issue 9)', () => {
  it('keeps a failed query statement and SQL state but never its parameters', () => {
    const cause = Object.assign(new Error('value "2147483648" is out of range for type integer'), { code: '22003' });
    const err = Object.assign(new Error('Failed query: select * from orders where status = $1\nparams: 2147483648,13800000000'), {
      cause,
      name: 'DrizzleQueryError',
    });
    const logged = loggedError(err);
    expect(logged.code).toBe('22003');
    expect(logged.message).toContain('select * from orders');
    expect(JSON.stringify(logged)).not.toContain('13800000000');
    expect(JSON.stringify(logged)).not.toContain('params:');
  });

  it('scrubs tokens, six-digit codes and phones from text, and drops query strings', () => {
    const token = `f93eb315-1945-4e9f-a343-b93ed994e55d.${'a'.repeat(43)}`;
    expect(redactSecrets(`bad token ${token} code 123456 phone 13800000000`)).toBe('bad token [token] code [code] phone [phone]');
    expect(loggedUrl('/9077/api/push/stream/?token=abc')).toBe('/9077/api/push/stream/');
  });

  it("each request's logger carries its request id, and what it logs is still redacted", async () => {
    const { lines, stream } = logLines();
    const app = Fastify({ logger: withLogRedaction({ level: 'warn', stream }), childLoggerFactory: requestLogger });
    app.get('/x', async (req) => {
      req.log.warn({ token: 'secret-token', user: { phone: '13912345678' } }, 'looked');
      req.log.child({ step: 'inner' }).warn({ password: 'pw' }, 'inner');
      return { ok: true };
    });
    try {
      await app.inject({ method: 'GET', url: '/x' });
      await app.inject({ method: 'GET', url: '/x' });
    } finally {
      await app.close();
    }
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged.map((l) => [l.msg, l.reqId])).toEqual([
      ['looked', 'req-1'],
      ['inner', 'req-1'],
      ['looked', 'req-2'],
      ['inner', 'req-2'],
    ]);
    expect(logged[0]).toMatchObject({ token: '[redacted]', user: { phone: '[redacted]' } });
    expect(logged[1]).toMatchObject({ step: 'inner', password: '[redacted]' });
    expect(lines.join('')).not.toMatch(/secret-token|13912345678|"pw"/);
  });
});
