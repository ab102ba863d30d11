import type { OrderViewProps } from '@campus/core';
import { DetailSection, useLoader } from '@campus/ui';
import { fetchRoute } from '../api.ts';
import { TEXT } from '../texts.ts';

/**
 * The approval centre's view of a route application (approvalBusDetail): what the applicant asked
 * for and how many passes the route has left, so the approver knows whether a seat is free.
 */
export default function BusOrderView({ order }: OrderViewProps) {
  const routeId = typeof order.data.route_id === 'string' ? order.data.route_id : null;
  const route = useLoader(() => (routeId ? fetchRoute(routeId) : Promise.resolve(null)), [routeId]);
  const rows = order.fields.map((f) => ({ label: f.label, value: f.value }));
  if (route.data) rows.push({ label: TEXT.pass, value: `${TEXT.passLeft(route.data.pass_left)} / 共${String(route.data.pass_quota)}` });
  return <DetailSection title={TEXT.approvalView} rows={rows} />;
}
