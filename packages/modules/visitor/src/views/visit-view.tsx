import type { OrderViewProps } from '@campus/core';
import { Loadable, useLoader } from '@campus/ui';
import { fetchVisit } from '../api.ts';
import { VisitDetails } from '../components/visit-details.tsx';

/** 来访审批 (approvalVisitDetail): the visit the host approves, its pass and gate records. */
export default function VisitApprovalView({ order }: OrderViewProps) {
  const visit = useLoader(() => fetchVisit(order.id), [order.id]);
  return <Loadable state={visit}>{(v) => <VisitDetails visit={v} />}</Loadable>;
}
