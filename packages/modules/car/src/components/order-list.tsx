import type { CarOrder } from '@campus/contracts';
import { ListPage } from '@campus/ui';
import { useNavigate } from 'react-router-dom';
import { fetchOrders, type OrdersQuery } from '../api.ts';
import { detailPathOf } from '../stash.ts';
import { TEXT } from '../texts.ts';
import { OrderCard } from './order-card.tsx';

/** A paged list of car orders (mine, the dispatch desk, a driver's day); a row opens its detail. */
export function OrderList({ query, empty = TEXT.noOrders }: { query: OrdersQuery; empty?: string }) {
  const navigate = useNavigate();
  return (
    <ListPage<CarOrder>
      reloadKey={JSON.stringify(query)}
      load={(page, size) => fetchOrders(query, page, size)}
      keyOf={(order) => order.id}
      empty={empty}
      renderItem={(order) => <OrderCard order={order} onOpen={(o) => navigate(detailPathOf(o.kind, o.id))} />}
    />
  );
}
