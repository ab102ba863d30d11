import { PCAR_CERT_STATE_LABELS, type PcarCertState, type PcarTripState } from '@campus/contracts';
import { defineStatusTable, orderTypesStore } from '@campus/core';
import { StatusTag } from '@campus/ui';
import { Tag } from 'antd-mobile';
import { observer } from 'mobx-react-lite';

/** An order's status coloured by its order type's table (GET order_types/), its own label until that loads. */
export const OrderStatusTag = observer(function OrderStatusTag({
  orderType,
  status,
  label,
}: {
  orderType: string;
  status: number;
  label: string;
}) {
  const table = orderTypesStore.tableOf(orderType) ?? defineStatusTable([[status, label]]);
  return <StatusTag table={table} code={status} fallback={label} />;
});

const CERT_COLORS: Record<PcarCertState, 'default' | 'warning' | 'success' | 'danger'> = {
  none: 'default',
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  expired: 'danger',
};

/** A car's certification state. */
export function CertTag({ state }: { state: PcarCertState }) {
  return (
    <Tag color={CERT_COLORS[state]} fill="outline" round data-testid="cert-tag">
      {PCAR_CERT_STATE_LABELS[state]}
    </Tag>
  );
}

const TRIP_COLORS: Record<PcarTripState, 'default' | 'warning' | 'success'> = {
  open: 'default',
  claimed: 'warning',
  subsidised: 'success',
};

export function TripStateTag({ state, label }: { state: PcarTripState; label: string }) {
  return (
    <Tag color={TRIP_COLORS[state]} fill="outline" round data-testid="trip-state">
      {label}
    </Tag>
  );
}

/** Marks a distance the staff typed (not computed from two saved places). */
export function DistanceSourceTag({ source }: { source: 'computed' | 'typed' }) {
  return (
    <Tag color={source === 'typed' ? 'warning' : 'primary'} fill="outline" data-testid="distance-source">
      {source === 'typed' ? '手填' : '两地直线距离'}
    </Tag>
  );
}
