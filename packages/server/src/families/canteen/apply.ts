/**
 * Group and guest meals on the one workflow: order type `canteen` (用餐申请). The applicant names the
 * canteen, date, period, diners and the standard per person before the period's cut-off; the
 * company's configured chain approves; then the canteen prepares it (admins: 备餐完成, 确认用餐)
 * or the applicant calls it off (取消用餐).
 */
import {
  CANTEEN_APPLY_KIND_NAMES,
  CANTEEN_ORDER_TYPE,
  fenToYuan,
  hubDate,
  MEAL_PERIOD_NAMES,
  PUSH_MODULES,
  type CanteenApplyData,
  type CanteenApplyKind,
  type MealPeriod,
  type OrderDetail,
} from '@campus/contracts';
import type { OrderTypeDef } from '../../platform/orders/order-types.ts';
import type { Actor } from '../../platform/orders/workflow.ts';
import type { AppContext } from '../../platform/context.ts';
import { badRequest, fieldError } from '../../platform/errors.ts';
import { loadCanteen, lastOrderDate } from './menu.ts';
import { cutoffOf, mealName, minuteTime, periodOf } from './periods.ts';
import { canteenMessages as M } from './messages.ts';

export const CANTEEN_APPLY: OrderTypeDef = {
  type: CANTEEN_ORDER_TYPE,
  module: PUSH_MODULES.canteen,
  name: '用餐申请',
  statuses: { [-20]: '已驳回', [-10]: '已取消', 10: '审批中', 20: '待备餐', 30: '已备餐', 40: '已完成' },
  inApproval: 10,
  afterApproval: 20,
  rejected: -20,
  cancelled: -10,
  transitions: [
    { action: 'prepare', name: '备餐完成', from: 20, to: 30, by: 'admin' },
    { action: 'finish', name: '确认用餐', from: 30, to: 40, by: 'admin' },
    { action: 'withdraw', name: '取消用餐', from: 20, to: -10, by: 'applicant' },
  ],
  genericSubmit: false,
};

export interface ApplyInput {
  canteen_id: string;
  date: string;
  period: MealPeriod;
  kind: CanteenApplyKind;
  diners: number;
  standard_fen: number;
  reason: string;
  contact_phone?: string | undefined;
}

export async function submitApplication(ctx: AppContext, actor: Actor, input: ApplyInput): Promise<OrderDetail> {
  const canteen = await loadCanteen(ctx.handle.db, actor.companyId, input.canteen_id);
  const period = periodOf(canteen, input.period);
  if (!period) throw fieldError('period', M.noPeriod);
  const now = ctx.now();
  if (input.date < hubDate(now)) throw fieldError('date', M.pastDate);
  if (input.date > lastOrderDate(now)) throw fieldError('date', M.farDate);
  const cutoff = cutoffOf(input.date, period);
  if (now >= cutoff) throw badRequest(M.cutoff(`${canteen.name} ${mealName(input.date, input.period)}`, minuteTime(cutoff)));
  const kindName = CANTEEN_APPLY_KIND_NAMES[input.kind];
  const totalFen = input.diners * input.standard_fen;
  const data: CanteenApplyData = {
    canteen_id: canteen.id,
    canteen_name: canteen.name,
    date: input.date,
    period: input.period,
    period_name: MEAL_PERIOD_NAMES[input.period],
    kind: input.kind,
    kind_name: kindName,
    diners: input.diners,
    standard_fen: input.standard_fen,
    total_fen: totalFen,
    reason: input.reason,
    contact_phone: input.contact_phone ?? null,
  };
  const id = await ctx.orders.submit(actor, {
    orderType: CANTEEN_ORDER_TYPE,
    title: `${kindName} ${canteen.name} ${mealName(input.date, input.period)} ${String(input.diners)}人`,
    fields: [
      { label: '用餐类型', value: kindName },
      { label: '食堂', value: canteen.name },
      { label: '用餐时间', value: `${mealName(input.date, input.period)}（${period.serveStart}-${period.serveEnd}）` },
      { label: '用餐人数', value: `${String(input.diners)}人` },
      { label: '餐标', value: `¥${fenToYuan(input.standard_fen)}/人` },
      { label: '预计费用', value: `¥${fenToYuan(totalFen)}` },
      { label: '事由', value: input.reason },
      ...(input.contact_phone ? [{ label: '联系电话', value: input.contact_phone }] : []),
    ],
    data,
    viaModule: true,
  });
  return ctx.orders.detail(actor, id);
}
