import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { apiErrorMessages as M, PUSH_EVENT, type StoredPushMessage, pushEndpoints } from '@campus/contracts';
import type { AppContext } from '../context.ts';
import { defineRoute } from '../http/route.ts';
import { HttpError, forbidden, notFound } from '../errors.ts';
import type { StreamHandle } from './streams.ts';
import { findStaffById, findStaffByPhone } from '../identity/staff.ts';
import { isGuid } from '../crypto.ts';

/** Heartbeat period of the push streams (comment frames keep proxies from closing an idle stream). */
export const STREAM_HEARTBEAT_MS = 25_000;
/** A peer that leaves this much of the stream unread is taken as gone. */
const MAX_UNREAD_BYTES = 256 * 1024;

/** One SSE frame: `id`, `event: push`, and the message JSON (spec section 3 shape plus id and created_at). */
export const sseFrame = (m: StoredPushMessage): string => `id: ${m.id}\nevent: ${PUSH_EVENT}\ndata: ${JSON.stringify(m)}\n\n`;

/** Push: the live stream for the caller, and a send for admins (QA). */
export function pushRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, {
    endpoint: pushEndpoints.stream,
    rawResponses: {
      200: {
        description: `An endless text/event-stream: \`retry\`, then one \`event: ${PUSH_EVENT}\` frame per message (id = message id, data = the message JSON) and \`: ping\` comments (every ${String(STREAM_HEARTBEAT_MS / 1000)} s by default).`,
        content: { 'text/event-stream': { schema: { type: 'string', description: 'Server-sent event frames' } } },
      },
    },
    async handler({ req, reply, auth }) {
      const target = { companyId: auth.companyId, staffId: auth.staffId };
      const stream = new PassThrough();
      let closed = false;
      const send = (m: StoredPushMessage): void => {
        if (!closed) stream.write(sseFrame(m));
      };
      const handle: StreamHandle = {
        target,
        tokenHash: auth.tokenHash,
        ip: req.ip,
        close: () => {
          if (closed) return;
          closed = true;
          unsubscribe();
          stream.end();
        },
        ping: () => {
          const socket = reply.raw.socket;
          if (closed || !socket || socket.destroyed || socket.writableLength + stream.readableLength > MAX_UNREAD_BYTES) return false;
          stream.write(': ping\n\n');
          return true;
        },
      };
      if (!ctx.streams.open(handle)) throw new HttpError(429, { detail: M.tooManyRequests });
      const unsubscribe = ctx.hub.subscribe(target, send, handle.close);
      reply.raw.on('close', () => {
        ctx.streams.remove(handle);
        handle.close();
      });
      stream.write('retry: 3000\n: connected\n\n');
      const lastId = req.headers['last-event-id'];
      if (isGuid(lastId)) for (const m of await ctx.push.since(target, lastId)) send(m);
      return (
        reply
          .header('content-type', 'text/event-stream; charset=utf-8')
          .header('cache-control', 'no-store, no-transform')
          .header('x-accel-buffering', 'no')
          // The socket ends with the stream (shutdown must not wait for a keep-alive timeout).
          .header('connection', 'close')
          .send(stream)
      );
    },
  });

  defineRoute(app, ctx, {
    endpoint: pushEndpoints.send,
    async handler({ auth, body, reply }) {
      if (auth.staff.role !== 'admin') throw forbidden();
      const db = ctx.handle.db;
      const row =
        body.staff_id !== undefined
          ? isGuid(body.staff_id)
            ? await findStaffById(db, auth.companyId, body.staff_id)
            : undefined
          : await findStaffByPhone(db, auth.companyId, body.phone ?? '');
      if (!row) throw notFound();
      const stored = await ctx.push.send(
        { companyId: auth.companyId, staffId: row.staff.id },
        { title: body.title, content: body.content, extras: body.extras },
        auth.staffId,
      );
      return reply.code(201).send(stored);
    },
  });
}
