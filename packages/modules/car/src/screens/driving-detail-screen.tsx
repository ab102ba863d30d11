import { STASH } from '../stash.ts';
import { titleOf } from '../titles.ts';
import { OrderDetailScreen } from './order-detail.tsx';

/** /applyCarV3/carV3DrivingDetail?id= (else the _officialCarDrivingDataId stash, spec 3): a self-driving order. */
export default function DrivingDetailScreen() {
  return <OrderDetailScreen title={titleOf('carV3DrivingDetail')} stashKey={STASH.driving3} />;
}
