/**
 * The lodging order types on the one workflow, all with the dorm status table of spec 3
 * (-5 已驳回, -10 已取消, 10 审批中, 20 待分配, 30 待入住, 40 已入住, 50 待退宿, 60 已退宿):
 *
 * - `dorm` (宿舍申请, /applyDormitory, /lnDormApply): approved -> 20; the dorm admin assigns a bed
 *   (20 -> 30), checks the resident in (30 -> 40); the applicant asks to leave (40 -> 50); the admin
 *   checks the room's assets and closes the stay (50 -> 60).
 * - `dorm2_in` (入住申请): the applicant picks a free bed; the last approval gives it (-> 30), the admin
 *   checks in (30 -> 40).
 * - `dorm2_change` (调宿申请): another free bed from a date; approved, the new stay begins and the old
 *   one ends that day (-> 30); the admin confirms the move (30 -> 40).
 * - `dorm2_out` (退宿申请): approved, the stay ends at the date (-> 50, the bed is free from then); the
 *   admin checks the assets (50 -> 60).
 *
 * Bed moves happen in the hooks, inside the transition's transaction (housing.ts locks the bed).
 */
import { DORM_ORDER_TYPES, PUSH_MODULES } from '@campus/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { OrderHookInput, OrderTypeDef, TransitionDef } from '../../platform/orders/order-types.ts';
import { dormStatuses } from '../../platform/orders/order-types.ts';
import type { Database } from '../../platform/db/types.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { badRequest, fieldError } from '../../platform/errors.ts';
import { orders } from '../../platform/orders/schema.ts';
import { dormAssets, dormStays } from './schema.ts';
import { DORM_MESSAGES, endStay, placeStay, stayById } from './housing.ts';
import { hubToday } from './split.ts';

/** What a lodging order keeps in its data (set by the dorm endpoints). */
export interface DormOrderData {
  bed_id?: string;
  start_date?: string;
  end_date?: string;
  date?: string;
  gender?: 'male' | 'female';
  /** The stay an order changes or ends (change, move-out), and the stay it created (assign, move-in, change). */
  stay_id?: string;
  new_stay_id?: string;
  area_id?: string;
  model?: string;
}
const dataOf = (order: OrderHookInput['order']): DormOrderData => order.payload.data as DormOrderData;

const CHECK_IN: TransitionDef = { action: 'check_in', name: '确认入住', from: 30, to: 40, by: 'admin', viaModule: true };
const CHECK_OUT: TransitionDef = { action: 'check_out', name: '确认退宿', from: 50, to: 60, by: 'admin', viaModule: true };

/** The transitions' data hooks need a clock; set from the family's routes (ctx.now). */
let clock: () => Date = () => new Date();
export const setDormClock = (now: () => Date): void => {
  clock = now;
};

async function stayOfOrder(tx: Database, order: OrderHookInput['order']) {
  const data = dataOf(order);
  const byData = await stayById(tx, order.companyId, data.new_stay_id);
  if (byData) return byData;
  const [row] = await tx
    .select()
    .from(dormStays)
    .where(inCompany(dormStays, order.companyId, eq(dormStays.orderId, order.id)));
  return row;
}

/** Saves what the admin found of the room's assets (only assets of that room). */
async function recordAssets(
  tx: Database,
  companyId: string,
  roomId: string,
  input: Readonly<Record<string, unknown>> | undefined,
): Promise<void> {
  const assets = (input?.assets ?? []) as { id: string; condition: 'good' | 'worn' | 'broken' }[];
  const ids = assets.map((a) => a.id);
  if (ids.length === 0) return;
  const known = await tx
    .select({ id: dormAssets.id })
    .from(dormAssets)
    .where(inCompany(dormAssets, companyId, eq(dormAssets.roomId, roomId), inArray(dormAssets.id, ids)));
  if (known.length !== new Set(ids).size) throw fieldError('assets', '资产不属于该房间');
  for (const a of assets) {
    await tx
      .update(dormAssets)
      .set({ condition: a.condition })
      .where(and(inCompany(dormAssets, companyId), eq(dormAssets.id, a.id)));
  }
}

async function setData(tx: Database, order: OrderHookInput['order'], extra: DormOrderData): Promise<void> {
  await tx
    .update(orders)
    .set({ payload: { ...order.payload, data: { ...order.payload.data, ...extra } } })
    .where(inCompany(orders, order.companyId, eq(orders.id, order.id)));
}

async function checkIn(tx: Database, order: OrderHookInput['order']): Promise<void> {
  const stay = await stayOfOrder(tx, order);
  if (!stay) throw badRequest(DORM_MESSAGES.noStay);
  await tx
    .update(dormStays)
    .set({ checkedIn: true })
    .where(inCompany(dormStays, order.companyId, eq(dormStays.id, stay.id)));
}

export const DORM: OrderTypeDef = {
  type: DORM_ORDER_TYPES.apply,
  module: PUSH_MODULES.dorm,
  name: '宿舍申请',
  ...dormStatuses,
  transitions: [
    { action: 'assign', name: '分配床位', from: 20, to: 30, by: 'admin', viaModule: true },
    CHECK_IN,
    { action: 'apply_check_out', name: '申请退宿', from: 40, to: 50, by: 'applicant' },
    CHECK_OUT,
  ],
  genericSubmit: false,
  hooks: {
    async onTransition({ tx, order, action, input }) {
      const data = dataOf(order);
      if (action === 'assign') {
        const bedId = typeof input?.bed_id === 'string' ? input.bed_id : '';
        const start = typeof input?.start_date === 'string' ? input.start_date : (data.start_date ?? hubToday(clock()));
        const stay = await placeStay(tx, {
          companyId: order.companyId,
          bedId,
          staffId: order.applicantId,
          orderId: order.id,
          start,
          gender: data.gender ?? null,
          now: clock(),
        });
        await setData(tx, order, { bed_id: bedId, new_stay_id: stay.id, start_date: start });
      }
      if (action === 'check_in') await checkIn(tx, order);
      if (action === 'check_out') {
        const stay = await stayOfOrder(tx, order);
        if (!stay) throw badRequest(DORM_MESSAGES.noStay);
        await recordAssets(tx, order.companyId, stay.roomId, input);
        await endStay(tx, order.companyId, stay, hubToday(clock()));
      }
    },
  },
};

export const DORM2_IN: OrderTypeDef = {
  type: DORM_ORDER_TYPES.in,
  module: PUSH_MODULES.dormitory2,
  name: '入住申请',
  ...dormStatuses,
  afterApproval: 30,
  transitions: [CHECK_IN],
  genericSubmit: false,
  hooks: {
    async onApproved({ tx, order }) {
      const data = dataOf(order);
      const stay = await placeStay(tx, {
        companyId: order.companyId,
        bedId: data.bed_id ?? '',
        staffId: order.applicantId,
        orderId: order.id,
        start: data.start_date ?? hubToday(clock()),
        gender: data.gender ?? null,
        now: clock(),
      });
      await setData(tx, order, { new_stay_id: stay.id });
    },
    async onTransition({ tx, order, action }) {
      if (action === 'check_in') await checkIn(tx, order);
    },
  },
};

export const DORM2_CHANGE: OrderTypeDef = {
  type: DORM_ORDER_TYPES.change,
  module: PUSH_MODULES.dormitory2,
  name: '调宿申请',
  ...dormStatuses,
  afterApproval: 30,
  transitions: [CHECK_IN],
  genericSubmit: false,
  hooks: {
    async onApproved({ tx, order }) {
      const data = dataOf(order);
      const old = await stayById(tx, order.companyId, data.stay_id);
      const start = data.start_date ?? hubToday(clock());
      if (!old || (old.endDate !== null && old.endDate <= start)) throw badRequest(DORM_MESSAGES.noStay);
      if (start <= old.startDate) throw badRequest(DORM_MESSAGES.changeDate);
      // the old bed is freed at the date first: a change inside the same room may take a bed the same day
      await endStay(tx, order.companyId, old, start);
      const stay = await placeStay(tx, {
        companyId: order.companyId,
        bedId: data.bed_id ?? '',
        staffId: order.applicantId,
        orderId: order.id,
        start,
        gender: data.gender ?? null,
        now: clock(),
      });
      await setData(tx, order, { new_stay_id: stay.id });
    },
    async onTransition({ tx, order, action }) {
      if (action === 'check_in') await checkIn(tx, order);
    },
  },
};

export const DORM2_OUT: OrderTypeDef = {
  type: DORM_ORDER_TYPES.out,
  module: PUSH_MODULES.dormitory2,
  name: '退宿申请',
  ...dormStatuses,
  afterApproval: 50,
  transitions: [CHECK_OUT],
  genericSubmit: false,
  hooks: {
    async onApproved({ tx, order }) {
      const data = dataOf(order);
      const stay = await stayById(tx, order.companyId, data.stay_id);
      const date = data.date ?? hubToday(clock());
      if (!stay) throw badRequest(DORM_MESSAGES.noStay);
      if (date <= stay.startDate) throw badRequest(DORM_MESSAGES.outDate);
      await endStay(tx, order.companyId, stay, date);
    },
    async onTransition({ tx, order, action, input }) {
      if (action !== 'check_out') return;
      const stay = await stayById(tx, order.companyId, dataOf(order).stay_id);
      if (stay) await recordAssets(tx, order.companyId, stay.roomId, input);
    },
  },
};

export const DORM_TYPES: readonly OrderTypeDef[] = [DORM, DORM2_IN, DORM2_CHANGE, DORM2_OUT];
export const isDormType = (type: string): boolean => DORM_TYPES.some((t) => t.type === type);
