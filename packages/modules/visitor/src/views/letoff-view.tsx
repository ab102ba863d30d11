import type { OrderViewProps } from '@campus/core';
import { Loadable, useLoader } from '@campus/ui';
import { fetchLetOff } from '../api.ts';
import { LetOffDetails } from '../components/letoff-details.tsx';

/** 放行审批 (approvalLetOffDetail): what is to go out, when, and its release record. */
export default function LetOffApprovalView({ order }: OrderViewProps) {
  const letOff = useLoader(() => fetchLetOff(order.id), [order.id]);
  return <Loadable state={letOff}>{(l) => <LetOffDetails letOff={l} showPass={false} />}</Loadable>;
}
