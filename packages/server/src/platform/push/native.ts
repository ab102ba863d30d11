import type { StoredPushMessage } from '@campus/contracts';
import type { PushDelivery, PushTarget } from './delivery.ts';

export interface NativePushOptions {
  url: string;
  /** Sent as `Authorization: Bearer <token>` when set (NATIVE_PUSH_TOKEN). */
  token?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * The native shell's push service, reached by an HTTP POST of
 * `{company_id, staff_id, alias, title, content, extras, message_id, created_at}` (alias = staff id,
 * as JPush-style services address a user). A refusal or network error throws: the server wraps
 * this delivery in a DeliveryQueue (push/queue.ts), which retries, logs and never fails the send.
 */
export function nativePushDelivery(options: NativePushOptions): PushDelivery {
  const doFetch = options.fetch ?? fetch;
  return {
    name: 'native',
    async deliver(target: PushTarget, message: StoredPushMessage) {
      const body = {
        company_id: target.companyId,
        staff_id: target.staffId,
        alias: target.staffId,
        title: message.title,
        content: message.content,
        extras: message.extras,
        message_id: message.id,
        created_at: message.created_at,
      };
      const res = await doFetch(options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
      });
      if (!res.ok) throw new Error(`native push refused: HTTP ${String(res.status)}`);
    },
  };
}
