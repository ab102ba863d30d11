/**
 * Let-off passes (/companyLetOff, approvalLetOffDetail): a staff applies as himself; someone without
 * an account proves his phone with a code and applies through the company's visitor desk. The
 * configured letOff chain approves it; its pass is scanned once at the gate (the release record).
 */
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  LET_OFF_KIND_LABELS,
  VISITOR_ORDER_TYPES,
  visitorMessages as M,
  type LetOff,
  type LetOffCreate,
  type LetOffPage,
} from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/db/types.ts';
import { companies, staff } from '../../platform/db/schema.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { isGuid } from '../../platform/crypto.ts';
import { notFound } from '../../platform/errors.ts';
import { ValidationError } from '../../platform/http/validation.ts';
import { boundedCount } from '../../platform/db/bounded-count.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import { staffBriefs } from '../../platform/directory/directory.ts';
import { approvalSteps, orders } from '../../platform/orders/schema.ts';
import { localDateTime } from '../../platform/time.ts';
import type { Actor } from '../../platform/orders/policy.ts';
import { LINK_TOKEN, isGuard, linkSecret, maskPhone, statusOf, visitorDesk, windowOf, windowView, type Caller } from './common.ts';
import { DuplicateKey, LET_OFF, type LetOffData } from './order-types.ts';
import { consumePhoneCode, publicCompany, replayHash } from './phone-codes.ts';
import { latestPasses, passView } from './passes.ts';
import { gateRecordsOf } from './gate-views.ts';
import { visitorLetOffs } from './schema.ts';

type LetOffRow = typeof visitorLetOffs.$inferSelect;
type OrderRow = typeof orders.$inferSelect;
export const LET_OFF_PATH = '/companyLetOff';
const MAX_LET_OFF_DAYS = 7;
// ?pass=, never ?token=: spec 4 takes a token query parameter for the login token (it would sign a staff out).
const linkOf = (token: string) => ({ token, path: `${LET_OFF_PATH}?pass=${token}` });

async function withOrder(db: Database, where: SQL): Promise<{ row: LetOffRow; order: OrderRow } | undefined> {
  const [found] = await db
    .select({ row: visitorLetOffs, order: orders })
    .from(visitorLetOffs)
    .innerJoin(orders, and(eq(orders.companyId, visitorLetOffs.companyId), eq(orders.id, visitorLetOffs.id)))
    .where(where)
    .limit(1);
  return found;
}

/** A page of let-offs as shown: a fixed number of queries, whatever the page's size. */
async function views(db: Database, companyId: string, found: readonly { row: LetOffRow; order: OrderRow }[]): Promise<LetOff[]> {
  if (found.length === 0) return [];
  const ids = found.map((f) => f.row.id);
  const [company] = await db.select({ name: companies.name }).from(companies).where(eq(companies.companyId, companyId));
  const passes = await latestPasses(db, companyId, ids);
  const records = await gateRecordsOf(db, companyId, ids);
  const people = await staffBriefs(
    db,
    companyId,
    found.flatMap((f) => (f.row.staffId ? [f.row.staffId] : [])),
  );
  return found.map(({ row, order }) => ({
    id: row.id,
    company_name: company?.name ?? '',
    applicant_name: row.applicantName,
    phone_masked: maskPhone(row.phone),
    kind: row.kind,
    kind_label: LET_OFF_KIND_LABELS[row.kind],
    items: row.items,
    plate: row.plate,
    reason: row.reason,
    window: windowView(row.startAt, row.endAt),
    status: statusOf(LET_OFF.statuses, order.status),
    reject_reason: order.rejectReason,
    pass: passView(passes.get(row.id)),
    release: (records.get(row.id) ?? []).find((r) => r.direction === 'out') ?? null,
    staff: row.staffId ? { id: row.staffId, name: people.get(row.staffId)?.name ?? '' } : null,
    created_time: localDateTime(row.createdAt),
  }));
}

async function view(db: Database, row: LetOffRow, order: OrderRow): Promise<LetOff> {
  const [one] = await views(db, row.companyId, [{ row, order }]);
  if (!one) throw notFound();
  return one;
}

const created = async (db: Database, found: { row: LetOffRow; order: OrderRow }) => ({
  ...(await view(db, found.row, found.order)),
  link: linkOf(found.row.linkToken),
});

export async function createLetOff(
  ctx: AppContext,
  caller: Caller | null,
  input: LetOffCreate & { client_key: string; items: LetOffData['items'] },
) {
  const db = ctx.handle.db;
  const now = ctx.now();
  let companyId: string;
  let phone: string;
  let applicant: Actor;
  let codeHash: string | null = null;
  if (caller) {
    companyId = caller.companyId;
    const [me] = await db
      .select({ phone: staff.phone })
      .from(staff)
      .where(inCompany(staff, companyId, eq(staff.id, caller.staffId)));
    phone = input.phone ?? me?.phone ?? '';
    if (!phone) throw new ValidationError({ phone: [M.phone] });
    applicant = caller;
  } else {
    const missing: Record<string, string[]> = {};
    if (!input.company_id) missing.company_id = [M.notFound];
    if (!input.phone) missing.phone = [M.phone];
    if (!input.code) missing.code = [M.code];
    if (Object.keys(missing).length > 0) throw new ValidationError(missing);
    companyId = input.company_id ?? '';
    phone = input.phone ?? '';
    await publicCompany(db, companyId);
    applicant = await visitorDesk(db, companyId);
  }
  const sameKey = () =>
    withOrder(db, inCompany(visitorLetOffs, companyId, eq(visitorLetOffs.phone, phone), eq(visitorLetOffs.clientKey, input.client_key)));
  const replay = async () => {
    const found = await sameKey();
    if (!found) return undefined;
    const mine = caller
      ? found.row.staffId === caller.staffId
      : found.row.codeHash === replayHash(companyId, phone, 'letOff', input.code ?? '');
    return mine ? { status: 200, body: await created(db, found) } : undefined;
  };
  const again = await replay();
  if (again) return again;
  const window = windowOf(input.start_time, input.end_time, now, MAX_LET_OFF_DAYS);
  if (!caller) {
    try {
      codeHash = await consumePhoneCode(db, companyId, phone, 'letOff', input.code ?? '', now);
    } catch (err) {
      const made = await replay();
      if (made) return made;
      throw err;
    }
  }
  const data: LetOffData = {
    staff_id: caller?.staffId ?? null,
    applicant_name: input.applicant_name,
    phone,
    kind: input.kind,
    items: input.kind === 'goods' ? input.items : [],
    plate: input.plate ?? null,
    reason: input.reason,
    start_at: window.startAt.toISOString(),
    end_at: window.endAt.toISOString(),
    client_key: input.client_key,
    secret: { link_token: linkSecret(), code_hash: codeHash },
  };
  const w = windowView(window.startAt, window.endAt);
  try {
    const id = await ctx.orders.submit(applicant, {
      orderType: VISITOR_ORDER_TYPES.letOff,
      title: `${input.applicant_name} ${LET_OFF_KIND_LABELS[input.kind]}`,
      fields: [
        { label: '申请人', value: input.applicant_name },
        { label: '手机号', value: maskPhone(phone) },
        { label: '放行类型', value: LET_OFF_KIND_LABELS[input.kind] },
        ...(data.items.length ? [{ label: '物品', value: data.items.map((i) => `${i.name}×${String(i.quantity)}`).join('、') }] : []),
        ...(data.plate ? [{ label: '车牌号', value: data.plate }] : []),
        { label: '事由', value: input.reason },
        { label: '放行时段', value: `${w.start_time} 至 ${w.end_time}` },
      ],
      data: data as unknown as Record<string, unknown>,
      viaModule: true,
    });
    const made = await withOrder(db, inCompany(visitorLetOffs, companyId, eq(visitorLetOffs.id, id)));
    if (!made) throw notFound();
    return { status: 201, body: await created(db, made) };
  } catch (err) {
    if (!(err instanceof DuplicateKey)) throw err;
    const made = await replay();
    if (made) return made;
    throw new ValidationError({ client_key: ['请求重复，请刷新后重试'] });
  }
}

export async function publicLetOff(ctx: AppContext, token: string): Promise<LetOff> {
  const db = ctx.handle.db;
  if (!LINK_TOKEN.test(token)) throw notFound();
  // the one lookup across companies, on the link's unique index
  const found = await withOrder(db, eq(visitorLetOffs.linkToken, token));
  if (!found) throw notFound();
  return view(db, found.row, found.order);
}

export async function letOffView(ctx: AppContext, caller: Caller, id: string): Promise<LetOff> {
  const db = ctx.handle.db;
  if (!isGuid(id)) throw notFound();
  const found = await withOrder(db, inCompany(visitorLetOffs, caller.companyId, eq(visitorLetOffs.id, id)));
  if (!found) throw notFound();
  let visible = found.row.staffId === caller.staffId || isGuard(caller);
  if (!visible) {
    const [step] = await db
      .select({ id: approvalSteps.id })
      .from(approvalSteps)
      .where(inCompany(approvalSteps, caller.companyId, eq(approvalSteps.orderId, id), eq(approvalSteps.approverId, caller.staffId)))
      .limit(1);
    visible = step !== undefined;
  }
  if (!visible) throw notFound();
  return view(db, found.row, found.order);
}

export async function myLetOffs(ctx: AppContext, caller: Caller, q: { page: number; page_size: number }): Promise<LetOffPage> {
  const db = ctx.handle.db;
  const l = visitorLetOffs;
  const where = inCompany(l, caller.companyId, eq(l.staffId, caller.staffId));
  const order = [desc(l.createdAt), desc(l.id)];
  const [total, rows] = await Promise.all([
    boundedCount(db, l, where, q.page, q.page_size, order),
    db
      .select()
      .from(l)
      .where(where)
      .orderBy(...order)
      .limit(q.page_size)
      .offset(offsetOf(q.page, q.page_size)),
  ]);
  const ids = rows.map((r) => r.id);
  const byId = new Map(
    ids.length
      ? (
          await db
            .select()
            .from(orders)
            .where(inCompany(orders, caller.companyId, inArray(orders.id, ids)))
        ).map((o) => [o.id, o])
      : [],
  );
  const results = await views(
    db,
    caller.companyId,
    rows.flatMap((row) => {
      const order = byId.get(row.id);
      return order ? [{ row, order }] : [];
    }),
  );
  return toPage(total, q.page, q.page_size, results);
}
