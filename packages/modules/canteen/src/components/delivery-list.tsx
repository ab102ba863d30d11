import type { MealOrder } from '@campus/contracts';
import { ListPage } from '@campus/ui';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { fetchStaffOrders } from '../api.ts';
import { orderDetailPath } from '../paths.ts';
import { TEXT } from '../texts.ts';
import { MealCard } from './meal-card.tsx';
import type { StaffFilter } from './staff-filters.tsx';

/** The sent meals of a canteen's day, with their addresses (the delivery round). */
export function DeliveryList({ filter }: { filter: StaffFilter }) {
  const navigate = useNavigate();
  const load = useCallback(
    (page: number, pageSize: number) =>
      fetchStaffOrders({ canteenId: filter.canteenId, date: filter.date, kind: 'delivery', page, pageSize }),
    [filter.canteenId, filter.date],
  );
  return (
    <ListPage<MealOrder>
      reloadKey={`${filter.canteenId}-${filter.date}`}
      load={load}
      keyOf={(o) => o.id}
      empty={TEXT.noDelivery}
      renderItem={(o) => <MealCard order={o} onOpen={(x) => navigate(orderDetailPath(x.id))} />}
    />
  );
}
