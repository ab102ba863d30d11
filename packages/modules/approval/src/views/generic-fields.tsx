import type { OrderViewProps } from '@campus/core';
import { DetailSection } from '@campus/ui';
import { LABELS } from '../labels.ts';

/** The fields every order carries ({label, value}, in order): the view of modules without their own. */
export function GenericFields({ order }: OrderViewProps) {
  if (order.fields.length === 0) return null;
  return <DetailSection title={LABELS.content} rows={order.fields.map((field) => ({ label: field.label, value: field.value }))} />;
}
