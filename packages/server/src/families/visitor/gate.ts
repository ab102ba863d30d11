/**
 * The gate: a guard scans a pass and records one direction. Every path checks the same secret, the
 * company, the pass's state and (where the direction needs it) the window (passes.ts checkPass),
 * first to answer quickly and again inside the transaction with the pass locked. The record and the
 * order's move are one transaction (the workflow's runTransition with `apply`); the unique index on
 * (pass, direction) and the order's optimistic move each let exactly one of concurrent scans win,
 * and every loser is told the pass was used.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  LET_OFF_KIND_LABELS,
  PUSH_MSG_TYPES,
  VISITOR_PUSH,
  visitorMessages as M,
  type GateRecordPage,
  type GateScanResult,
  type GateSubject,
  type VisitorStatus,
} from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/db/types.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { HttpError } from '../../platform/errors.ts';
import { ValidationError } from '../../platform/http/validation.ts';
import { forbiddenWith } from '../../platform/orders/policy.ts';
import type { PendingPush } from '../../platform/orders/notifications.ts';
import { approvalSteps, orders } from '../../platform/orders/schema.ts';
import { staff } from '../../platform/db/schema.ts';
import { boundedCount } from '../../platform/db/bounded-count.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import { localDateTime } from '../../platform/time.ts';
import { isGuard, maskPhone, statusOf, windowView, type Caller } from './common.ts';
import { LET_OFF, OUT_APPLY, VISIT } from './order-types.ts';
import { checkPass, checkWindow, endLivePass, type PassKind, type PassRow } from './passes.ts';
import { recordViews } from './gate-views.ts';
import { visitorGateRecords, visitorLetOffs, visitorOutApplies, visitorPasses, visitorVisits } from './schema.ts';

type Direction = 'in' | 'out';
interface Plan {
  action: string;
  /** The order's status the scan moves from. */
  from: number;
  /** Must the scan fall inside the pass's window? (Leaving a visit or returning from going out never waits.) */
  windowed: boolean;
  /** The pass's last scan: it is used up. */
  last: boolean;
  /** What a scan in the wrong order is told. */
  early: string;
}

const PLANS: Record<PassKind, Partial<Record<Direction, Plan>>> = {
  visit: {
    in: { action: 'arrive', from: 20, windowed: true, last: false, early: M.passNotLive },
    out: { action: 'leave', from: 30, windowed: false, last: true, early: M.passNotInside },
  },
  letOff: { out: { action: 'release', from: 20, windowed: true, last: true, early: M.passNotLive } },
  outApply: {
    out: { action: 'leave', from: 20, windowed: true, last: false, early: M.passNotLive },
    in: { action: 'return', from: 30, windowed: false, last: true, early: M.wrongDirection },
  },
};

const KIND_LABELS: Record<PassKind, string> = { visit: '访客', letOff: '放行', outApply: '外出' };
const DEFS = { visit: VISIT, letOff: LET_OFF, outApply: OUT_APPLY } as const;

const planOf = (kind: PassKind, direction: Direction): Plan => {
  const plan = PLANS[kind][direction];
  if (!plan) throw new ValidationError({ direction: [M.wrongDirection] });
  return plan;
};

function openDirections(kind: PassKind, status: number, now: Date, pass: PassRow): Direction[] {
  return (['in', 'out'] as const).filter((d) => {
    const plan = PLANS[kind][d];
    if (!plan || plan.from !== status || pass.state !== 'live') return false;
    if (!plan.windowed) return true;
    try {
      checkWindow(pass, now);
      return true;
    } catch {
      return false;
    }
  });
}

/** What the guard sees of the pass's order. */
async function subjectOf(db: Database, pass: PassRow, now: Date): Promise<GateSubject & { hostId: string | null; person: string }> {
  const [order] = await db
    .select()
    .from(orders)
    .where(inCompany(orders, pass.companyId, eq(orders.id, pass.orderId)));
  const status: VisitorStatus = statusOf(DEFS[pass.kind].statuses, order?.status ?? 0);
  const base = { kind: pass.kind, kind_label: KIND_LABELS[pass.kind], order_id: pass.orderId, status };
  const open = openDirections(pass.kind, order?.status ?? 0, now, pass);
  if (pass.kind === 'visit') {
    const [v] = await db
      .select()
      .from(visitorVisits)
      .where(inCompany(visitorVisits, pass.companyId, eq(visitorVisits.id, pass.orderId)));
    if (!v) throw new ValidationError({ qr: [M.passUnknown] });
    return {
      ...base,
      name: v.visitorName,
      phone_masked: maskPhone(v.phone),
      title: v.reason,
      plate: v.plate,
      window: windowView(v.startAt, v.endAt),
      open_directions: open,
      hostId: v.hostId,
      person: v.visitorName,
    };
  }
  if (pass.kind === 'letOff') {
    const [l] = await db
      .select()
      .from(visitorLetOffs)
      .where(inCompany(visitorLetOffs, pass.companyId, eq(visitorLetOffs.id, pass.orderId)));
    if (!l) throw new ValidationError({ qr: [M.passUnknown] });
    const items = l.items.map((i) => `${i.name}×${String(i.quantity)}`).join('、');
    return {
      ...base,
      name: l.applicantName,
      phone_masked: maskPhone(l.phone),
      title: `${LET_OFF_KIND_LABELS[l.kind]}${items ? `：${items}` : ''}`,
      plate: l.plate,
      window: windowView(l.startAt, l.endAt),
      open_directions: open,
      hostId: null,
      person: l.applicantName,
    };
  }
  const [o] = await db
    .select({ row: visitorOutApplies, name: staff.name, phone: staff.phone })
    .from(visitorOutApplies)
    .innerJoin(staff, and(eq(staff.companyId, visitorOutApplies.companyId), eq(staff.id, visitorOutApplies.staffId)))
    .where(inCompany(visitorOutApplies, pass.companyId, eq(visitorOutApplies.id, pass.orderId)));
  if (!o) throw new ValidationError({ qr: [M.passUnknown] });
  return {
    ...base,
    name: o.name,
    phone_masked: maskPhone(o.phone ?? o.row.contactPhone),
    title: `${o.row.destination}：${o.row.reason}`,
    plate: null,
    window: windowView(o.row.startAt, o.row.endAt),
    open_directions: open,
    hostId: null,
    person: o.name,
  };
}

const requireGuard = (caller: Caller): void => {
  if (!isGuard(caller)) throw forbiddenWith(M.notGuard);
};

export async function previewPass(ctx: AppContext, caller: Caller, qr: string): Promise<GateSubject> {
  requireGuard(caller);
  const db = ctx.handle.db;
  const pass = await checkPass(db, caller.companyId, qr, ctx.now(), { inWindow: () => false, lock: false });
  const { hostId: _host, person: _person, ...subject } = await subjectOf(db, pass, ctx.now());
  return subject;
}

async function recordOf(db: Database, pass: PassRow, direction: Direction) {
  const [row] = await db
    .select()
    .from(visitorGateRecords)
    .where(
      inCompany(visitorGateRecords, pass.companyId, eq(visitorGateRecords.passId, pass.id), eq(visitorGateRecords.direction, direction)),
    );
  return row;
}

/** Approvers who approved the order (a late return is flagged to them). */
async function approversOf(tx: Database, companyId: string, orderId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: approvalSteps.approverId })
    .from(approvalSteps)
    .where(inCompany(approvalSteps, companyId, eq(approvalSteps.orderId, orderId), eq(approvalSteps.state, 'approved')));
  return [...new Set(rows.map((r) => r.id))];
}

export async function scanPass(ctx: AppContext, caller: Caller, qr: string, direction: Direction): Promise<GateScanResult> {
  requireGuard(caller);
  const db = ctx.handle.db;
  const first = await checkPass(db, caller.companyId, qr, ctx.now(), { inWindow: () => false, lock: false });
  const plan = planOf(first.kind, direction);
  if (plan.windowed) checkWindow(first, ctx.now());
  const subject = await subjectOf(db, first, ctx.now());
  if (subject.status.code !== plan.from) {
    if (await recordOf(db, first, direction)) throw new ValidationError({ qr: [M.passUsed] });
    throw new ValidationError({ qr: [plan.early] });
  }
  try {
    await ctx.orders.runTransition(caller, first.orderId, plan.action, `门岗扫码：${subject.person}`, {
      apply: async (tx, order) => {
        const now = ctx.now();
        const pass = await checkPass(tx, caller.companyId, qr, now, { inWindow: () => plan.windowed, lock: true });
        const late = first.kind === 'outApply' && direction === 'in' && now > pass.validTo;
        const [record] = await tx
          .insert(visitorGateRecords)
          .values({
            companyId: caller.companyId,
            id: randomUUID(),
            passId: pass.id,
            kind: pass.kind,
            orderId: pass.orderId,
            direction,
            guardId: caller.staffId,
            scannedAt: now,
            remark: late ? M.lateReturn : '',
            late,
          })
          .onConflictDoNothing()
          .returning();
        if (!record) throw new ValidationError({ qr: [M.passUsed] });
        if (plan.last) await endLivePass(tx, caller.companyId, pass.orderId, 'used', now);
        const pushes: PendingPush[] = [];
        if (pass.kind === 'visit' && direction === 'in' && subject.hostId) {
          pushes.push({
            staffId: subject.hostId,
            message: {
              title: '访客到访',
              content: `您的访客${subject.person}已于${localDateTime(now).slice(11, 16)}到访`,
              extras: { msg_type: PUSH_MSG_TYPES.visitor, msg_id: pass.orderId, extra_param: { ...VISITOR_PUSH.arrived } },
            },
          });
        }
        if (late) {
          await tx
            .update(visitorOutApplies)
            .set({ late: true })
            .where(inCompany(visitorOutApplies, caller.companyId, eq(visitorOutApplies.id, pass.orderId)));
          for (const approver of await approversOf(tx, caller.companyId, order.id))
            pushes.push({
              staffId: approver,
              message: {
                title: '外出超时返回',
                content: `${subject.person}的外出申请「${order.title}」超时返回`,
                extras: { msg_type: PUSH_MSG_TYPES.visitor, msg_id: pass.orderId, extra_param: { ...VISITOR_PUSH.lateReturn } },
              },
            });
        }
        return pushes;
      },
    });
  } catch (err) {
    // a concurrent scan won (409, or the new state's 400): this one is told the pass was used
    const lost = (err instanceof HttpError && (err.statusCode === 409 || err.statusCode === 400)) || err instanceof ValidationError;
    if (lost && (await recordOf(db, first, direction))) throw new ValidationError({ qr: [M.passUsed] });
    throw err;
  }
  const record = await recordOf(db, first, direction);
  const [view] = await recordViews(db, caller.companyId, record ? [record] : []);
  if (!view) throw new ValidationError({ qr: [M.passUsed] });
  const [after] = await db
    .select()
    .from(visitorPasses)
    .where(inCompany(visitorPasses, caller.companyId, eq(visitorPasses.id, first.id)));
  const { hostId: _h, person: _p, ...fresh } = await subjectOf(db, after ?? first, ctx.now());
  return { subject: fresh, record: view };
}

/** The company's gate records, newest first (visitor_gate_records_page_idx). */
export async function gateRecords(ctx: AppContext, caller: Caller, q: { page: number; page_size: number }): Promise<GateRecordPage> {
  requireGuard(caller);
  const db = ctx.handle.db;
  const g = visitorGateRecords;
  const where = inCompany(g, caller.companyId);
  const order = [desc(g.scannedAt), desc(g.id)];
  const [total, rows] = await Promise.all([
    boundedCount(db, g, where, q.page, q.page_size, order),
    db
      .select()
      .from(g)
      .where(where)
      .orderBy(...order)
      .limit(q.page_size)
      .offset(offsetOf(q.page, q.page_size)),
  ]);
  const names = await namesOf(db, caller.companyId, rows);
  const views = await recordViews(db, caller.companyId, rows);
  return toPage(
    total,
    q.page,
    q.page_size,
    rows.map((r, i) => ({ ...(views[i] as (typeof views)[number]), kind: r.kind, order_id: r.orderId, name: names.get(r.orderId) ?? '' })),
  );
}

/** Whose pass each record was (one query per kind on the page). */
async function namesOf(
  db: Database,
  companyId: string,
  rows: readonly { kind: PassKind; orderId: string }[],
): Promise<Map<string, string>> {
  const ids = (kind: PassKind) => [...new Set(rows.filter((r) => r.kind === kind).map((r) => r.orderId))];
  const out = new Map<string, string>();
  const visits = ids('visit');
  if (visits.length)
    for (const r of await db
      .select({ id: visitorVisits.id, name: visitorVisits.visitorName })
      .from(visitorVisits)
      .where(inCompany(visitorVisits, companyId, inArray(visitorVisits.id, visits))))
      out.set(r.id, r.name);
  const letOffs = ids('letOff');
  if (letOffs.length)
    for (const r of await db
      .select({ id: visitorLetOffs.id, name: visitorLetOffs.applicantName })
      .from(visitorLetOffs)
      .where(inCompany(visitorLetOffs, companyId, inArray(visitorLetOffs.id, letOffs))))
      out.set(r.id, r.name);
  const outs = ids('outApply');
  if (outs.length)
    for (const r of await db
      .select({ id: visitorOutApplies.id, name: staff.name })
      .from(visitorOutApplies)
      .innerJoin(staff, and(eq(staff.companyId, visitorOutApplies.companyId), eq(staff.id, visitorOutApplies.staffId)))
      .where(inCompany(visitorOutApplies, companyId, inArray(visitorOutApplies.id, outs))))
      out.set(r.id, r.name);
  return out;
}
