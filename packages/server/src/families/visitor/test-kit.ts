/** Helpers of the visitor family's server suites (imported by tests only). */
import { expect } from 'vitest';
import type { LightMyRequestResponse as Response } from 'fastify';
import { endpointUrl, hubDateTime, orderEndpoints, visitorPublicEndpoints } from '@campus/contracts';
import type { Harness } from '../../platform/test/harness.ts';
import type { CodeSender } from '../../platform/identity/reset-codes.ts';
import type { Client } from '../../platform/test/client.ts';

/** Records the codes the SMS service would send, by phone. */
export function codeRecorder(): CodeSender & { last(phone: string): string } {
  const codes = new Map<string, string>();
  return {
    async send(recipient, code) {
      codes.set(recipient.phone ?? '', code);
    },
    last(phone) {
      const code = codes.get(phone);
      if (!code) throw new Error(`no code sent to ${phone}`);
      return code;
    },
  };
}

/** A settable clock for the suite's server (real time until moved). */
export function testClock(): { now: () => Date; set(at: Date): void; reset(): void } {
  let fixed: Date | null = null;
  return {
    now: () => fixed ?? new Date(),
    set(at) {
      fixed = at;
    },
    reset() {
      fixed = null;
    },
  };
}

let ipCount = 0;
/** A caller without an account, from its own address (the public rate limits count per client). */
export function anonymous(h: Harness, ip = `10.9.${String(Math.floor(++ipCount / 250))}.${String(ipCount % 250)}`) {
  const call = (method: 'GET' | 'POST', url: string, payload?: unknown): Promise<Response> =>
    h.app.inject({ method, url, remoteAddress: ip, ...(payload === undefined ? {} : { payload: payload as object }) });
  return { ip, get: (url: string) => call('GET', url), post: (url: string, payload?: unknown) => call('POST', url, payload) };
}

/** 'YYYY-MM-DD HH:mm' on the hub clock, `minutes` from now. */
export const wall = (minutes: number, from = new Date()): string =>
  (hubDateTime(new Date(from.getTime() + minutes * 60_000)) ?? '').slice(0, 16);

export async function codeFor(
  h: Harness,
  codes: ReturnType<typeof codeRecorder>,
  companyId: string,
  phone: string,
  purpose: string,
): Promise<string> {
  const res = await anonymous(h).post(endpointUrl(visitorPublicEndpoints.sendPhoneCode), { company_id: companyId, phone, purpose });
  expect(res.statusCode, res.body).toBe(200);
  return codes.last(phone);
}

export const approve = (c: Client, id: string) => c.post(endpointUrl(orderEndpoints.approve, { id }), {});
export const reject = (c: Client, id: string, reason = '信息不全') => c.post(endpointUrl(orderEndpoints.reject, { id }), { reason });

let keyCount = 0;
export const clientKey = (): string => `test-key-${String(Date.now())}-${String(++keyCount)}`;

/** `n` requests at once; answers their status codes. */
export async function together(n: number, call: () => Promise<Response>): Promise<number[]> {
  const answers = await Promise.all(Array.from({ length: n }, call));
  return answers.map((a) => a.statusCode);
}

/** PATCH or DELETE as the client's staff (Client has GET, POST and PUT). */
export const send = (h: Harness, c: Client, method: 'PATCH' | 'DELETE', url: string, payload?: unknown): Promise<Response> =>
  h.app.inject({
    method,
    url,
    headers: { authorization: `Token ${c.auth.token}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
