import type { CodeSender } from '../reset-codes.ts';

export interface HttpGatewayOptions {
  url: string;
  key: string;
  template: string;
  /** Gives up after this long (default 10 s), so a hung provider cannot hold the request. */
  timeoutMs?: number;
}

/**
 * A real SMS provider behind a generic HTTP JSON gateway: POST {url} with
 * `Authorization: Bearer {key}` and `{ phone, template, params: { code, purpose } }`;
 * any 2xx is sent, anything else fails the request (the user may ask again).
 */
export function httpGatewaySender(options: HttpGatewayOptions): CodeSender {
  return {
    async send(staff, code, purpose) {
      if (staff.phone === null) throw new Error('staff has no phone number');
      const response = await fetch(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${options.key}` },
        body: JSON.stringify({ phone: staff.phone, template: options.template, params: { code, purpose } }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}
