import { titleOf } from '../titles.ts';
import { OrderDetailScreen } from './order-detail.tsx';

/** /applyCar/carOderDetail?id=: a version 2 order (plate, driver and phone once dispatched). */
export default function Car2DetailScreen() {
  return <OrderDetailScreen title={titleOf('carOderDetail')} />;
}
