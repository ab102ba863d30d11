import { canteenApplyDataSchema, type CanteenApplyData } from '@campus/contracts';
import type { OrderViewProps } from '@campus/core';
import { DetailSection, type DetailRow } from '@campus/ui';
import { yuan } from '../money.ts';
import { TEXT } from '../texts.ts';

/** The rows of a group or guest meal, from the order's data. */
export function applyRows(d: CanteenApplyData): DetailRow[] {
  return [
    { label: TEXT.applyKind, value: d.kind_name },
    { label: TEXT.canteen, value: d.canteen_name },
    { label: TEXT.mealTime, value: `${d.date} ${d.period_name}` },
    { label: TEXT.diners, value: `${String(d.diners)}人` },
    { label: TEXT.standard, value: yuan(d.standard_fen) },
    { label: TEXT.estimate, value: yuan(d.total_fen) },
    { label: TEXT.reason, value: d.reason },
    { label: TEXT.contactPhone, value: d.contact_phone, hidden: d.contact_phone === null },
  ];
}

/** The approval detail's content of a canteen order (用餐审批): the meal asked for; its fields when the data is unreadable. */
export default function CanteenApplyView({ order }: OrderViewProps) {
  const data = canteenApplyDataSchema.safeParse(order.data);
  const rows = data.success ? applyRows(data.data) : order.fields.map((f) => ({ label: f.label, value: f.value }));
  return <DetailSection title={TEXT.tabApply} rows={rows} />;
}
