import { STASH } from '../stash.ts';
import { titleOf } from '../titles.ts';
import { OrderDetailScreen } from './order-detail.tsx';

/** /applyCarV3/carOrderDetailV3?id= (else the _officialCarOrderIdV3 stash, spec 3): a trip or daily use. */
export default function OrderDetailV3Screen() {
  return <OrderDetailScreen title={titleOf('carOrderDetailV3')} stashKey={STASH.order3} />;
}
