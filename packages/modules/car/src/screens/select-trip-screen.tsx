import type { CarOrder } from '@campus/contracts';
import { ListPage, PageFrame } from '@campus/ui';
import { useNavigate } from 'react-router-dom';
import { fetchOrders } from '../api.ts';
import { OrderCard } from '../components/order-card.tsx';
import { PATHS, withId } from '../paths.ts';
import { TEXT } from '../texts.ts';
import { titleOf } from '../titles.ts';

/** Before it starts, once approved: 待派车 or 待出车 (trips, daily use), 待取车 (self-driving). */
const changeable = (o: CarOrder) => o.kind !== 'v2' && (o.status === 20 || (o.status === 30 && o.kind !== 'driving'));

/** /applyCarV3/carV3ModifyTrip/carV3SelectTrip: choose which of one's trips to change. */
export default function SelectTripScreen() {
  const navigate = useNavigate();
  return (
    <PageFrame title={titleOf('carV3SelectTrip')}>
      <ListPage<CarOrder>
        load={async (page, size) => {
          const result = await fetchOrders({ scope: 'mine', version: 'v3' }, page, size);
          return { ...result, results: result.results.filter(changeable) };
        }}
        keyOf={(o) => o.id}
        empty={TEXT.noTrips}
        renderItem={(o) => <OrderCard order={o} onOpen={() => navigate(withId(PATHS.modifyTrip, o.id), { replace: true })} />}
      />
    </PageFrame>
  );
}
