import { expect, it } from 'vitest';
import { authEndpoints, endpointUrl } from '@campus/contracts';
import { A, A2, describeOnDatabase } from '../test/harness.ts';
import { trustedProxies } from '../config.ts';

describeOnDatabase('login rate limits by account, by IP for openids, and per IP overall (issue 9)', (h) => {
  let clock = Date.now();
  const build = (extra: object = {}) =>
    h().build({
      loginRateLimit: { max: 3, timeWindowMs: 60_000 },
      ipRateLimit: { max: 8, timeWindowMs: 60_000 },
      now: () => new Date(clock),
      ...extra,
    });
  const attempt = (
    app: Awaited<ReturnType<typeof build>>,
    payload: object,
    remoteAddress = '203.0.113.1',
    headers: Record<string, string> = {},
  ) => app.inject({ method: 'POST', url: endpointUrl(authEndpoints.login), payload, remoteAddress, headers });
  const wrong = (companyId: string, phone = '13800000005') => ({ phone, password: 'wrong', company_id: companyId });

  it('counts a phone per company: failures in one company do not lock it out of another, and a new IP does not reset it', async () => {
    const app = await build();
    for (let i = 0; i < 3; i++) expect((await attempt(app, wrong(A.id), `203.0.113.${String(10 + i)}`)).statusCode).toBe(400);
    expect((await attempt(app, wrong(A.id), '198.51.100.7')).statusCode).toBe(429);
    expect((await attempt(app, wrong(A2.id), '198.51.100.8')).statusCode).toBe(400);
    clock += 60_000;
    expect((await attempt(app, wrong(A.id), '198.51.100.7')).statusCode).toBe(400);
  });

  it('counts openid attempts per IP, whatever openid is guessed', async () => {
    const app = await build();
    for (let i = 0; i < 3; i++)
      expect((await attempt(app, { openid: `guess-${String(i)}`, company_id: A.id }, '203.0.113.50')).statusCode).toBe(403);
    const limited = await attempt(app, { openid: 'guess-x', company_id: A.id }, '203.0.113.50');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ detail: '登录尝试过于频繁，请稍后再试' });
    expect((await attempt(app, { openid: 'guess-y', company_id: A.id }, '203.0.113.51')).statusCode).toBe(403);
  });

  it('puts a ceiling on one IP spraying many phones', async () => {
    const app = await build();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push((await attempt(app, wrong(A.id, `139000000${String(i).padStart(2, '0')}`), '203.0.113.99')).statusCode);
    expect(statuses.slice(0, 8).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(8)).toEqual([429, 429]);
  });

  it('believes X-Forwarded-For only from a listed proxy', async () => {
    const app = await build({ trustProxy: ['10.0.0.5'] });
    // A client forging the header from outside: still counted under its own address.
    for (let i = 0; i < 3; i++) {
      await attempt(app, { openid: 'x', company_id: A.id }, '203.0.113.77', { 'x-forwarded-for': `192.0.2.${String(i)}` });
    }
    expect((await attempt(app, { openid: 'x', company_id: A.id }, '203.0.113.77', { 'x-forwarded-for': '192.0.2.200' })).statusCode).toBe(
      429,
    );
    // Through the proxy, each client is its own address, and a forged left-most entry is ignored.
    for (let i = 0; i < 3; i++) {
      expect(
        (await attempt(app, { openid: 'x', company_id: A.id }, '10.0.0.5', { 'x-forwarded-for': `1.2.3.4, 192.0.2.10` })).statusCode,
      ).toBe(403);
    }
    expect(
      (await attempt(app, { openid: 'x', company_id: A.id }, '10.0.0.5', { 'x-forwarded-for': '9.9.9.9, 192.0.2.10' })).statusCode,
    ).toBe(429);
    expect((await attempt(app, { openid: 'x', company_id: A.id }, '10.0.0.5', { 'x-forwarded-for': '192.0.2.11' })).statusCode).toBe(403);
  });
});

it('TRUST_PROXY lists addresses; the old 1 is refused', () => {
  expect(trustedProxies('10.0.0.5, 10.1.0.0/16')).toEqual(['10.0.0.5', '10.1.0.0/16']);
  expect(trustedProxies(undefined)).toEqual([]);
  expect(() => trustedProxies('1')).toThrow(/TRUST_PROXY/);
  expect(() => trustedProxies('true')).toThrow(/TRUST_PROXY/);
});
