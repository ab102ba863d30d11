import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** Keep-alive comments while an answer waits (proxies close an idle stream). */
const KEEP_ALIVE_MS = 15_000;

export interface EventStream {
  write(event: string, data: unknown): void;
  end(): void;
  /** The client went away (or the stream ended). */
  readonly closed: boolean;
  onClose(listener: () => void): void;
}

/**
 * Answers the request with a text/event-stream and hands back its writer. The answer goes on being
 * generated when the client goes away: only the writing stops.
 */
export function openEventStream(reply: FastifyReply): EventStream {
  const stream = new PassThrough();
  const listeners: (() => void)[] = [];
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(keepAlive);
    for (const l of listeners) l();
    stream.end();
  };
  const keepAlive = setInterval(() => {
    if (!closed) stream.write(': ping\n\n');
  }, KEEP_ALIVE_MS);
  reply.raw.on('close', close);
  void reply
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-store, no-transform')
    .header('x-accel-buffering', 'no')
    .send(stream);
  return {
    write(event, data) {
      if (!closed) stream.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end: close,
    get closed() {
      return closed;
    },
    onClose(listener) {
      if (closed) listener();
      else listeners.push(listener);
    },
  };
}
