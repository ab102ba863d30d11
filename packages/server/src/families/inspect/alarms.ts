/**
 * Alarms: reported by hand (alarmApply) or posted by devices with the company's key; acknowledged
 * (of concurrent acknowledgements one wins), retyped, given an urgency, handed over, resolved or
 * closed as a false alarm. Device events of one source and type fold into its active alarm (a
 * partial unique index: 50 at once make one alarm and one push).
 */
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  ALARM_DEVICE_KEY_HEADER,
  ALARM_URGENCY_LABELS,
  INSPECT_MESSAGES as M,
  INSPECT_PUSH,
  alarmEndpoints,
  endpointUrl,
  type AlarmUrgency,
} from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { AuthContext } from '../../platform/http/auth.ts';
import type { Database } from '../../platform/db/types.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { HttpError, badRequest, fieldError, forbidden } from '../../platform/errors.ts';
import { boundedCount } from '../../platform/db/bounded-count.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import { activeStaff } from '../../platform/directory/directory.ts';
import { checkAttachments } from '../../platform/files/index.ts';
import { isGuid } from '../../platform/crypto.ts';
import { pgCode } from '../../platform/db/pg-code.ts';
import { forbiddenWith, idOrNone, inspectPush, isAdmin, sendAll } from './common.ts';
import { alarmEvents, alarmSettings, alarmTypes, alarms } from './schema.ts';
import { alarmInfo, alarmRows, handlersAt, isHandler, visibleAlarm, type AlarmDbRow } from './alarm-views.ts';

export const deviceKeyHash = (key: string): string => createHash('sha256').update(key, 'utf8').digest('hex');

export async function addAlarmEvent(
  tx: Database,
  companyId: string,
  alarmId: string,
  action: string,
  actorId: string | null,
  remark: string | null,
  at: Date,
) {
  await tx.insert(alarmEvents).values({ companyId, id: randomUUID(), alarmId, action, actorId, remark, createdAt: at });
}

const ACTIVE = ['open', 'acknowledged'] as const;

export function inspectAlarmRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = () => ctx.handle.db;

  const newAlarmPushes = async (companyId: string, alarm: { id: string; place: string }, typeName: string) =>
    (await handlersAt(db(), companyId, 0)).map((id) =>
      inspectPush(id, alarm.id, INSPECT_PUSH.alarm, '新的告警', `${alarm.place}：${typeName}`),
    );

  /** Runs a change of an active alarm: a conditional update on `from` states, one event, pushes after. */
  async function change(
    auth: AuthContext,
    row: AlarmDbRow,
    from: readonly AlarmDbRow['status'][],
    set: Partial<typeof alarms.$inferInsert>,
    event: { action: string; remark: string | null },
    onLost: () => HttpError,
  ): Promise<void> {
    const now = ctx.now();
    await db().transaction(async (t) => {
      const tx = t as unknown as Database;
      const moved = await tx
        .update(alarms)
        .set(set)
        .where(inCompany(alarms, auth.companyId, eq(alarms.id, row.id), inArray(alarms.status, [...from])))
        .returning({ id: alarms.id });
      if (moved.length === 0) throw onLost();
      await addAlarmEvent(tx, auth.companyId, row.id, event.action, auth.staffId, event.remark, now);
    });
  }

  /** The current handler or an admin; while nobody acknowledged it, any handler. */
  const mayHandle = (auth: AuthContext, row: AlarmDbRow, handler: boolean) =>
    row.handlerId === auth.staffId || isAdmin(auth) || (handler && row.status === 'open');

  defineRoute(app, ctx, {
    endpoint: alarmEndpoints.types,
    async handler({ auth }) {
      const rows = await db().select().from(alarmTypes).where(inCompany(alarmTypes, auth.companyId)).orderBy(alarmTypes.sort).limit(100);
      return rows.map((t) => ({ id: t.id, code: t.code, name: t.name, urgency: t.urgency, ack_minutes: t.ackMinutes }));
    },
  });

  defineRoute(app, ctx, {
    endpoint: alarmEndpoints.report,
    async handler({ auth, body, reply }) {
      const c = auth.companyId;
      const byKey = async () => {
        const [row] = await db()
          .select({ id: alarms.id })
          .from(alarms)
          .where(inCompany(alarms, c, eq(alarms.reporterId, auth.staffId), eq(alarms.clientKey, body.client_key)));
        return row?.id;
      };
      const before = await byKey();
      if (before) return alarmInfo(db(), auth, before);
      const [type] = await db()
        .select()
        .from(alarmTypes)
        .where(inCompany(alarmTypes, c, eq(alarmTypes.id, idOrNone(body.type_id))));
      if (!type) throw fieldError('type_id', M.alarmTypeUnknown);
      await checkAttachments(db(), auth, body.photos, 'photos');
      const videoId = body.video_id || null;
      if (videoId !== null) await checkAttachments(db(), auth, [videoId], 'video_id', 'videos');
      const id = randomUUID();
      const now = ctx.now();
      try {
        await db().transaction(async (t) => {
          const tx = t as unknown as Database;
          await tx.insert(alarms).values({
            companyId: c,
            id,
            typeId: type.id,
            source: 'manual',
            place: body.place,
            description: body.description,
            photos: body.photos,
            videoFileId: videoId,
            urgency: body.urgency ?? type.urgency,
            status: 'open',
            reporterId: auth.staffId,
            clientKey: body.client_key,
            levelAt: now,
            createdAt: now,
          });
          await addAlarmEvent(tx, c, id, 'report', auth.staffId, body.description, now);
        });
      } catch (err) {
        const other = pgCode(err) === '23505' ? await byKey() : undefined;
        if (!other) throw err;
        return alarmInfo(db(), auth, other);
      }
      await sendAll(ctx, c, await newAlarmPushes(c, { id, place: body.place }, type.name));
      reply.code(201);
      return alarmInfo(db(), auth, id);
    },
  });

  defineRoute(app, ctx, {
    endpoint: alarmEndpoints.list,
    async handler({ auth, query }) {
      const all = query.scope === 'all' && (await isHandler(db(), auth));
      const mine = query.scope === 'mine' || !all;
      const where = and(
        inCompany(alarms, auth.companyId),
        mine ? eq(alarms.handlerId, auth.staffId) : undefined,
        query.status ? eq(alarms.status, query.status) : undefined,
      );
      const order = [desc(alarms.createdAt), desc(alarms.id)];
      const [total, rows] = await Promise.all([
        boundedCount(db(), alarms, where, query.page, query.page_size, order),
        db()
          .select()
          .from(alarms)
          .where(where)
          .orderBy(...order)
          .limit(query.page_size)
          .offset(offsetOf(query.page, query.page_size)),
      ]);
      return toPage(total, query.page, query.page_size, await alarmRows(db(), auth.companyId, rows));
    },
  });

  defineRoute(app, ctx, {
    endpoint: alarmEndpoints.get,
    handler: async ({ auth, params }) => alarmInfo(db(), auth, params.id),
  });

  defineRoute(app, ctx, {
    endpoint: alarmEndpoints.acknowledge,
    async handler({ auth, params, body }) {
      const { row, handler } = await visibleAlarm(db(), auth, params.id);
      if (!handler) throw forbiddenWith(M.onlyHandler);
      const now = ctx.now();
      await change(
        auth,
        row,
        ['open'],
        { status: 'acknowledged', handlerId: auth.staffId, acknowledgedBy: auth.staffId, acknowledgedAt: now },
        { action: 'acknowledge', remark: body.remark ?? null },
        () =>
          row.status === 'open' || row.status === 'acknowledged'
            ? new HttpError(409, { detail: M.acknowledged })
            : badRequest(M.alarmClosed),
      );
      return alarmInfo(db(), auth, row.id);
    },
  });

  defineRoute(app, ctx, {
    endpoint: alarmEndpoints.retype,
    async handler({ auth, params, body }) {
      const { row, handler } = await visibleAlarm(db(), auth, params.id);
      if (!handler && row.handlerId !== auth.staffId) throw forbiddenWith(M.onlyHandler);
      const [type] = await db()
        .select()
        .from(alarmTypes)
        .where(inCompany(alarmTypes, auth.companyId, eq(alarmTypes.id, idOrNone(body.type_id))));
      if (!type) throw fieldError('type_id', M.alarmTypeUnknown);
      await change(auth, row, ACTIVE, { typeId: type.id }, { action: 'retype', remark: type.name }, () => badRequest(M.alarmClosed));
      return alarmInfo(db(), auth, row.id);
    },
  });

  defineRoute(app, ctx, {
    endpoint: alarmEndpoints.urgency,
    async handler({ auth, params, body }) {
      const { row, handler } = await visibleAlarm(db(), auth, params.id);
      if (!handler && row.handlerId !== auth.staffId) throw forbiddenWith(M.onlyHandler);
      const urgency: AlarmUrgency = body.urgency;
      await change(auth, row, ACTIVE, { urgency }, { action: 'urgency', remark: ALARM_URGENCY_LABELS[urgency] }, () =>
        badRequest(M.alarmClosed),
      );
      return alarmInfo(db(), auth, row.id);
    },
  });

  defineRoute(app, ctx, {
    endpoint: alarmEndpoints.transfer,
    async handler({ auth, params, body }) {
      const { row, handler } = await visibleAlarm(db(), auth, params.id);
      if (!mayHandle(auth, row, handler)) throw forbiddenWith(M.onlyHandler);
      const target = isGuid(body.staff_id) ? await activeStaff(db(), auth.companyId, body.staff_id) : undefined;
      if (!target || target.id === auth.staffId) throw fieldError('staff_id', M.staffUnknown);
      const remark = body.remark ? `转派给${target.name}：${body.remark}` : `转派给${target.name}`;
      // handed over is taken: escalation stops
      await change(auth, row, ACTIVE, { handlerId: target.id, status: 'acknowledged' }, { action: 'transfer', remark }, () =>
        badRequest(M.alarmClosed),
      );
      const [type] = await db()
        .select({ name: alarmTypes.name })
        .from(alarmTypes)
        .where(inCompany(alarmTypes, auth.companyId, eq(alarmTypes.id, row.typeId)));
      await sendAll(ctx, auth.companyId, [
        inspectPush(target.id, row.id, INSPECT_PUSH.alarm, '告警转派', `${row.place}：${type?.name ?? ''}，已转派给您处理`),
      ]);
      return alarmInfo(db(), auth, row.id);
    },
  });

  for (const [endpoint, status] of [
    [alarmEndpoints.resolve, 'resolved'],
    [alarmEndpoints.falseAlarm, 'false_alarm'],
  ] as const) {
    defineRoute(app, ctx, {
      endpoint,
      async handler({ auth, params, body }) {
        const { row, handler } = await visibleAlarm(db(), auth, params.id);
        if (!mayHandle(auth, row, handler)) throw forbiddenWith(M.onlyHandler);
        const now = ctx.now();
        await change(
          auth,
          row,
          ACTIVE,
          { status, resolvedBy: auth.staffId, resolvedAt: now, resolution: body.remark, handlerId: row.handlerId ?? auth.staffId },
          { action: status === 'resolved' ? 'resolve' : 'false_alarm', remark: body.remark },
          () => badRequest(M.alarmClosed),
        );
        return alarmInfo(db(), auth, row.id);
      },
    });
  }

  defineRoute(app, ctx, {
    endpoint: alarmEndpoints.rotateDeviceKey,
    async handler({ auth, reply }) {
      if (!isAdmin(auth)) throw forbidden();
      // 256 random bits: guessing is hopeless, so its SHA-256 is enough to keep
      const key = randomBytes(32).toString('base64url');
      await db()
        .insert(alarmSettings)
        .values({ companyId: auth.companyId, deviceKeyHash: deviceKeyHash(key) })
        .onConflictDoUpdate({ target: alarmSettings.companyId, set: { deviceKeyHash: deviceKeyHash(key) } });
      reply.code(201);
      return { device_key: key, endpoint: endpointUrl(alarmEndpoints.deviceEvent, { company_id: auth.companyId }) };
    },
  });

  defineRoute(app, ctx, {
    endpoint: alarmEndpoints.deviceEvent,
    async handler({ req, params, body, reply }) {
      const c = params.company_id;
      const header = req.headers[ALARM_DEVICE_KEY_HEADER];
      const key = typeof header === 'string' ? header : '';
      const denied = () => new HttpError(401, { detail: M.deviceKey });
      if (!isGuid(c) || !key) throw denied();
      const [settings] = await db().select().from(alarmSettings).where(eq(alarmSettings.companyId, c));
      const given = Buffer.from(deviceKeyHash(key), 'hex');
      const stored = Buffer.from(settings?.deviceKeyHash ?? '', 'hex');
      if (!settings || stored.length !== given.length || !timingSafeEqual(stored, given)) throw denied();
      const [type] = await db()
        .select()
        .from(alarmTypes)
        .where(inCompany(alarmTypes, c, eq(alarmTypes.code, body.type_code)));
      if (!type) throw fieldError('type_code', M.alarmTypeUnknown);
      const now = ctx.now();
      const id = randomUUID();
      const created = await db().transaction(async (t) => {
        const tx = t as unknown as Database;
        // one active alarm per source and type: a concurrent event waits on the winner's key and does nothing
        const inserted = await tx
          .insert(alarms)
          .values({
            companyId: c,
            id,
            typeId: type.id,
            source: 'device',
            deviceSource: body.source,
            place: body.place,
            description: body.description ?? type.name,
            videoUrl: body.video_url ?? null,
            urgency: type.urgency,
            status: 'open',
            levelAt: now,
            createdAt: now,
          })
          .onConflictDoNothing()
          .returning({ id: alarms.id });
        if (inserted.length > 0) {
          await addAlarmEvent(tx, c, id, 'device', null, `${body.source}：${body.description ?? type.name}`, now);
          return { alarmId: id, created: true };
        }
        const [active] = await tx
          .update(alarms)
          .set({ repeatCount: sql`${alarms.repeatCount} + 1`, ...(body.video_url ? { videoUrl: body.video_url } : {}) })
          .where(
            inCompany(alarms, c, eq(alarms.deviceSource, body.source), eq(alarms.typeId, type.id), inArray(alarms.status, [...ACTIVE])),
          )
          .returning({ id: alarms.id });
        if (!active) throw new HttpError(409, { detail: '告警状态已变化，请重试' });
        return { alarmId: active.id, created: false };
      });
      if (created.created) {
        await sendAll(ctx, c, await newAlarmPushes(c, { id: created.alarmId, place: body.place }, type.name));
        reply.code(201);
      }
      return { alarm_id: created.alarmId, created: created.created };
    },
  });
}
