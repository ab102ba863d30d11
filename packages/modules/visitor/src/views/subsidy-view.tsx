import type { OrderViewProps } from '@campus/core';
import { Loadable, useLoader } from '@campus/ui';
import { fetchSubsidy } from '../api.ts';
import { SubsidyDetails } from '../components/subsidy-details.tsx';

/** 外出补贴审批 (approvalOutSubsidyDetail): the claim's days, rate and total, and the going-out it covers. */
export default function SubsidyApprovalView({ order }: OrderViewProps) {
  const claim = useLoader(() => fetchSubsidy(order.id), [order.id]);
  return <Loadable state={claim}>{(c) => <SubsidyDetails claim={c} />}</Loadable>;
}
