/** What the assistant's suites share: a listening server, streamed asks and their events read to the end. */
import { aiEndpoints, aiGuestEndpoints, endpointUrl, type AiMessage } from '@campus/contracts';
import type { HubServer } from '../../platform/app.ts';
import { SseReader, type SseEvent } from '../../platform/test/sse.ts';

export async function baseUrlOf(app: HubServer): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return `http://127.0.0.1:${String(typeof address === 'object' && address ? address.port : 0)}`;
}

export interface Streamed {
  reader: SseReader;
  /** The start event's data. */
  start: { question: AiMessage; answer: AiMessage };
}

/** Opens a streamed ask (the person's with a token, else the guest's with the identity in the body). */
export async function askStreaming(
  base: string,
  conversationId: string,
  question: string,
  who: { token: string } | { guest: Record<string, string> },
): Promise<Streamed> {
  const guest = 'guest' in who;
  const url = endpointUrl(guest ? aiGuestEndpoints.ask : aiEndpoints.ask, { id: conversationId });
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...(guest ? {} : { authorization: `Token ${who.token}` }) },
    body: JSON.stringify(guest ? { ...who.guest, question } : { question }),
  });
  if (res.status !== 200) throw new Error(`ask answered ${String(res.status)}: ${await res.text()}`);
  if (!res.headers.get('content-type')?.startsWith('text/event-stream')) throw new Error('not an event stream');
  const reader = new SseReader(res);
  const first = await reader.next();
  if (first.event !== 'start') throw new Error(`first event ${first.event}`);
  return { reader, start: JSON.parse(first.data) as Streamed['start'] };
}

export async function openResume(base: string, url: string, token?: string): Promise<SseReader> {
  const res = await fetch(`${base}${url}`, { headers: token ? { authorization: `Token ${token}` } : {} });
  if (res.status !== 200) throw new Error(`resume answered ${String(res.status)}: ${await res.text()}`);
  return new SseReader(res);
}

export interface StreamEnd {
  /** The text the deltas made, each placed at its offset. */
  text: string;
  deltas: number;
  last: SseEvent;
}

/** Reads deltas until done or error; `text` starts from `initial` (what the client had). */
export async function readToEnd(reader: SseReader, initial = ''): Promise<StreamEnd> {
  let text = initial;
  let deltas = 0;
  for (;;) {
    const event = await reader.next(10_000);
    if (event.event === 'delta') {
      const { offset, text: piece } = JSON.parse(event.data) as { offset: number; text: string };
      text = text.slice(0, offset) + piece;
      deltas++;
    } else if (event.event === 'done' || event.event === 'error') return { text, deltas, last: event };
  }
}

/** The next delta (the text so far once it arrives). */
export async function nextDelta(reader: SseReader, textSoFar: string): Promise<string> {
  for (;;) {
    const event = await reader.next(10_000);
    if (event.event === 'delta') {
      const { offset, text } = JSON.parse(event.data) as { offset: number; text: string };
      return textSoFar.slice(0, offset) + text;
    }
    if (event.event !== 'start') throw new Error(`unexpected ${event.event}`);
  }
}
