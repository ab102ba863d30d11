/**
 * Applying for a car (version 2, or version 3's trip, daily use and self-driving): the kind's rule is
 * checked, then the order goes to the workflow with its car data (hooks.ts writes the car row in the
 * same transaction; self-driving's vehicle is checked there).
 */
import { CAR_KIND_LABELS, type Car3Apply, type CarKind, type CarOrderDetail, type CarPlace } from '@campus/contracts';
import type { z } from 'zod';
import type { car2ApplySchema, car3ApplySchema } from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import { hubDateTime } from '@campus/contracts';
import { actorOf } from './caller.ts';
import type { TripDraft } from './hooks.ts';
import { typeOfKind } from './order-types.ts';
import { checkRule, loadRule } from './rules.ts';
import { carOrderDetail, type Caller } from './views.ts';

type Car2Input = z.output<typeof car2ApplySchema>;
type Car3Input = z.output<typeof car3ApplySchema>;

const placeText = (p: CarPlace | null): string => (p ? (p.address ? `${p.name}（${p.address}）` : p.name) : '--');
const minute = (isoTime: string): string => (hubDateTime(isoTime) ?? '').slice(0, 16);

/** The order's title: the route (daily use: where the car is picked up). */
export function tripTitle(kind: CarKind, from: CarPlace, to: CarPlace | null): string {
  if (kind === 'daily' || !to) return `${from.name} ${CAR_KIND_LABELS[kind]}`;
  return `${from.name} → ${to.name}`;
}

export async function applyCar(ctx: AppContext, caller: Caller, kind: CarKind, input: Car2Input | Car3Input): Promise<CarOrderDetail> {
  const db = ctx.handle.db;
  const period = { start: new Date(input.start_at), end: new Date(input.end_at) };
  checkRule(await loadRule(db, caller.companyId, kind), { departmentId: caller.departmentId }, period, ctx.now());
  const from = input.from as CarPlace;
  const to = input.to ?? null;
  const draft: TripDraft = {
    kind,
    department_id: caller.departmentId,
    from,
    to,
    start_at: period.start.toISOString(),
    end_at: period.end.toISOString(),
    passengers: input.passengers,
    passenger_names: input.passenger_names,
    purpose: input.purpose,
    remark: input.remark,
    vehicle_id: kind === 'driving' ? ((input as Car3Input).vehicle_id ?? null) : null,
  };
  const fields = [
    { label: '用车类型', value: CAR_KIND_LABELS[kind] },
    { label: '出发地', value: placeText(from) },
    { label: '目的地', value: placeText(to) },
    { label: '用车时间', value: `${minute(draft.start_at)} 至 ${minute(draft.end_at)}` },
    { label: '乘车人数', value: String(input.passengers) },
    { label: '用车事由', value: input.purpose },
  ];
  const id = await ctx.orders.submit(actorOf(caller), {
    orderType: typeOfKind[kind].type,
    title: tripTitle(kind, from, to),
    fields,
    data: { car: draft },
    viaModule: true,
  });
  return carOrderDetail(db, caller, id);
}

export type { Car3Apply };
