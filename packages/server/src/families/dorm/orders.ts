/**
 * The lodging orders' endpoints: the dormitory application, move-in, change and move-out (each checked
 * here, then submitted to the one workflow), the lists, the dorm view of one order, and the admin's
 * assign, check-in and check-out (viaModule transitions carrying the bed and the asset checks).
 */
import type { FastifyInstance } from 'fastify';
import { and, desc, eq, inArray, or } from 'drizzle-orm';
import { DORM_GENDERS, DORM_ORDER_TYPES, dormEndpoints, type DormOrderInfo } from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { boundedCount } from '../../platform/db/bounded-count.ts';
import { applicantTypesPage } from '../../platform/orders/applicant-types-page.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import { orders } from '../../platform/orders/schema.ts';
import { badRequest, fieldError } from '../../platform/errors.ts';
import type { Actor } from '../../platform/orders/workflow.ts';
import { actorOf, DORM2_ACTIONS, profileRow, pushDorm2, rememberGender, requireAdmin } from './common.ts';
import { checkBedRequest, DORM_MESSAGES, roomAssets, roomSummary, stayById, stayOf } from './housing.ts';
import { dormAreas, dormBeds } from './schema.ts';
import { DORM_TYPES, type DormOrderData } from './order-types.ts';
import { addDays, hubToday } from './split.ts';

const TYPES = DORM_TYPES.map((t) => t.type);
/** What waits for the dorm admin: an application to assign (20), a move-in to confirm (30), a check-out to close (50). */
const WAITING_FOR_ADMIN = [20, 30, 50];

export function dormOrderRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = () => ctx.handle.db;
  const today = () => hubToday(ctx.now());

  async function bedInfo(companyId: string, bedId: string | undefined, day: string) {
    if (!bedId) return null;
    const [bed] = await db()
      .select()
      .from(dormBeds)
      .where(inCompany(dormBeds, companyId, eq(dormBeds.id, bedId)));
    if (!bed) return null;
    const room = await roomSummary(db(), companyId, bed.roomId, day);
    return room ? { bed: { id: bed.id, label: bed.label }, room } : null;
  }

  async function info(actor: Actor, id: string): Promise<DormOrderInfo> {
    const order = await ctx.orders.detail(actor, id);
    const data = order.data as DormOrderData;
    const stay = (await stayById(db(), actor.companyId, data.new_stay_id)) ?? (await stayById(db(), actor.companyId, data.stay_id));
    const placed = await bedInfo(actor.companyId, stay?.bedId ?? data.bed_id, today());
    const admin = actor.role === 'admin';
    return {
      order,
      room: placed?.room ?? null,
      bed: placed?.bed ?? null,
      assets: placed ? await roomAssets(db(), actor.companyId, placed.room.id) : [],
      can_assign: admin && order.order_type === DORM_ORDER_TYPES.apply && order.status === 20,
      can_check_in: admin && order.status === 30 && order.order_type !== DORM_ORDER_TYPES.out,
      can_check_out: admin && order.status === 50,
    };
  }

  async function submit(actor: Actor, orderType: string, title: string, fields: [string, string][], data: DormOrderData) {
    const id = await ctx.orders.submit(actor, {
      orderType,
      title,
      fields: fields.map(([label, value]) => ({ label, value })),
      data: data as Record<string, unknown>,
      viaModule: true,
    });
    return ctx.orders.detail(actor, id);
  }

  const notBefore = (field: string, date: string, message: string) => {
    if (date < today()) throw fieldError(field, message);
  };

  defineRoute(app, ctx, {
    endpoint: dormEndpoints.apply,
    async handler({ auth, body, reply }) {
      notBefore('start_date', body.start_date, '入住日期不能早于今天');
      if (body.end_date !== undefined && body.end_date <= body.start_date) throw fieldError('end_date', '退宿日期须晚于入住日期');
      // a bed held on some day from the start on: a change or a move-out is the way (issue 34)
      if (await stayOf(db(), auth.companyId, auth.staffId, body.start_date)) throw badRequest(DORM_MESSAGES.hasStay);
      let areaName = '';
      if (body.area_id) {
        const [area] = await db()
          .select()
          .from(dormAreas)
          .where(inCompany(dormAreas, auth.companyId, eq(dormAreas.id, body.area_id)));
        if (!area) throw fieldError('area_id', '区域不存在');
        areaName = area.name;
      }
      await rememberGender(db(), auth.companyId, auth.staffId, body.gender, ctx.now());
      const detail = await submit(
        actorOf(auth),
        DORM_ORDER_TYPES.apply,
        `住宿申请·${body.project}`,
        [
          ['项目', body.project],
          ['用途', body.purpose],
          ['入住日期', body.start_date],
          ['退宿日期', body.end_date ?? '长期'],
          ['性别', DORM_GENDERS[body.gender]],
          ['意向区域', areaName || '不限'],
          ['意向房型', body.model || '不限'],
          ...(body.remark ? ([['备注', body.remark]] as [string, string][]) : []),
        ],
        {
          start_date: body.start_date,
          ...(body.end_date ? { end_date: body.end_date } : {}),
          gender: body.gender,
          ...(body.area_id ? { area_id: body.area_id } : {}),
          ...(body.model ? { model: body.model } : {}),
        },
      );
      reply.code(201);
      return detail;
    },
  });

  defineRoute(app, ctx, {
    endpoint: dormEndpoints.moveIn,
    async handler({ auth, body, reply }) {
      notBefore('start_date', body.start_date, '入住日期不能早于今天');
      if (await stayOf(db(), auth.companyId, auth.staffId, body.start_date)) throw badRequest(DORM_MESSAGES.hasStay);
      await checkBedRequest(db(), auth.companyId, body.bed_id, body.start_date, body.gender);
      const placed = await bedInfo(auth.companyId, body.bed_id, body.start_date);
      const where = `${placed?.room.label ?? ''} ${placed?.bed.label ?? ''}`;
      await rememberGender(db(), auth.companyId, auth.staffId, body.gender, ctx.now());
      const detail = await submit(
        actorOf(auth),
        DORM_ORDER_TYPES.in,
        `入住申请·${where}`,
        [
          ['区域', placed?.room.area.name ?? ''],
          ['床位', where],
          ['房型', placed?.room.model ?? ''],
          ['入住日期', body.start_date],
          ['性别', DORM_GENDERS[body.gender]],
          ...(body.remark ? ([['备注', body.remark]] as [string, string][]) : []),
        ],
        { bed_id: body.bed_id, start_date: body.start_date, gender: body.gender },
      );
      reply.code(201);
      return detail;
    },
  });

  defineRoute(app, ctx, {
    endpoint: dormEndpoints.change,
    async handler({ auth, body, reply }) {
      notBefore('start_date', body.start_date, '调宿日期不能早于今天');
      // the stay held the day before the change (a later change may follow an earlier one)
      const current = await stayOf(db(), auth.companyId, auth.staffId, addDays(body.start_date, -1));
      if (!current) throw badRequest(DORM_MESSAGES.noRoom);
      if (body.start_date <= current.startDate) throw fieldError('start_date', DORM_MESSAGES.changeDate);
      if (current.endDate !== null && current.endDate <= body.start_date) throw fieldError('start_date', '调宿日期须早于退宿日期');
      if (body.bed_id === current.bedId) throw fieldError('bed_id', DORM_MESSAGES.sameBed);
      const gender = (await profileRow(db(), auth.companyId, auth.staffId))?.gender ?? null;
      await checkBedRequest(db(), auth.companyId, body.bed_id, body.start_date, gender);
      const from = await bedInfo(auth.companyId, current.bedId, today());
      const to = await bedInfo(auth.companyId, body.bed_id, body.start_date);
      const toLabel = `${to?.room.label ?? ''} ${to?.bed.label ?? ''}`;
      const detail = await submit(
        actorOf(auth),
        DORM_ORDER_TYPES.change,
        `调宿申请·${toLabel}`,
        [
          ['原床位', `${from?.room.label ?? ''} ${from?.bed.label ?? ''}`],
          ['新床位', toLabel],
          ['调宿日期', body.start_date],
          ['原因', body.reason],
        ],
        { bed_id: body.bed_id, start_date: body.start_date, stay_id: current.id, ...(gender ? { gender } : {}) },
      );
      reply.code(201);
      return detail;
    },
  });

  defineRoute(app, ctx, {
    endpoint: dormEndpoints.moveOut,
    async handler({ auth, body, reply }) {
      notBefore('date', body.date, '退宿日期不能早于今天');
      // the stay held the night before leaving (after a change: the new bed)
      const current = await stayOf(db(), auth.companyId, auth.staffId, addDays(body.date, -1));
      if (!current) throw badRequest(DORM_MESSAGES.noRoom);
      if (body.date <= current.startDate) throw fieldError('date', DORM_MESSAGES.outDate);
      const from = await bedInfo(auth.companyId, current.bedId, current.startDate > today() ? current.startDate : today());
      const where = `${from?.room.label ?? ''} ${from?.bed.label ?? ''}`;
      const detail = await submit(
        actorOf(auth),
        DORM_ORDER_TYPES.out,
        `退宿申请·${where}`,
        [
          ['床位', where],
          ['退宿日期', body.date],
          ['原因', body.reason],
        ],
        { date: body.date, stay_id: current.id },
      );
      reply.code(201);
      return detail;
    },
  });

  defineRoute(app, ctx, {
    endpoint: dormEndpoints.orders,
    async handler({ auth, query }) {
      const types = query.order_type ? [query.order_type] : TYPES;
      if (query.scope !== 'manage') {
        // Mine: each type a range of orders_applicant_type_idx, merged newest first.
        const { count, rows } = await applicantTypesPage(db(), {
          companyId: auth.companyId,
          applicantId: auth.staffId,
          types,
          page: query.page,
          pageSize: query.page_size,
        });
        return toPage(count, query.page, query.page_size, await ctx.orders.summaries(auth.companyId, rows));
      }
      requireAdmin(auth);
      const where = inCompany(
        orders,
        auth.companyId,
        inArray(orders.orderType, types),
        or(
          and(eq(orders.orderType, DORM_ORDER_TYPES.apply), inArray(orders.status, WAITING_FOR_ADMIN)),
          and(inArray(orders.orderType, [DORM_ORDER_TYPES.in, DORM_ORDER_TYPES.change]), eq(orders.status, 30)),
          and(eq(orders.orderType, DORM_ORDER_TYPES.out), eq(orders.status, 50)),
        ),
      );
      // The admin's queue: the open orders of a few (type, status) ranges of orders_type_status_idx, newest first.
      const order = [desc(orders.createdAt), desc(orders.id)];
      const [total, rows] = await Promise.all([
        boundedCount(db(), orders, where, query.page, query.page_size, order),
        db()
          .select()
          .from(orders)
          .where(where)
          .orderBy(...order)
          .limit(query.page_size)
          .offset(offsetOf(query.page, query.page_size)),
      ]);
      return toPage(total, query.page, query.page_size, await ctx.orders.summaries(auth.companyId, rows));
    },
  });

  defineRoute(app, ctx, {
    endpoint: dormEndpoints.order,
    handler: async ({ auth, params }) => info(actorOf(auth), params.id),
  });

  defineRoute(app, ctx, {
    endpoint: dormEndpoints.assign,
    async handler({ auth, params, body }) {
      const actor = actorOf(auth);
      await ctx.orders.runTransition(actor, params.id, 'assign', undefined, {
        input: { bed_id: body.bed_id, ...(body.start_date ? { start_date: body.start_date } : {}) },
      });
      return info(actor, params.id);
    },
  });

  defineRoute(app, ctx, {
    endpoint: dormEndpoints.checkIn,
    async handler({ auth, params }) {
      const actor = actorOf(auth);
      await ctx.orders.runTransition(actor, params.id, 'check_in', undefined, { input: {} });
      const result = await info(actor, params.id);
      if (result.order.order_type === DORM_ORDER_TYPES.change) {
        await pushDorm2(
          ctx,
          { companyId: auth.companyId, staffId: result.order.applicant.id },
          {
            title: '调宿完成',
            content: `您已调至${result.room?.label ?? ''} ${result.bed?.label ?? ''}`,
            msgId: params.id,
            action: DORM2_ACTIONS.exchange,
          },
        );
      }
      return result;
    },
  });

  defineRoute(app, ctx, {
    endpoint: dormEndpoints.checkOut,
    async handler({ auth, params, body }) {
      const actor = actorOf(auth);
      await ctx.orders.runTransition(actor, params.id, 'check_out', body.remark, { input: { assets: body.assets } });
      const result = await info(actor, params.id);
      if (result.order.order_type === DORM_ORDER_TYPES.out) {
        await pushDorm2(
          ctx,
          { companyId: auth.companyId, staffId: result.order.applicant.id },
          { title: '退宿完成', content: `您已办结${result.room?.label ?? ''}的退宿`, msgId: params.id, action: DORM2_ACTIONS.checkOut },
        );
      }
      return result;
    },
  });
}
