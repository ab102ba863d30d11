import type { MealKind, MealOrder } from '@campus/contracts';
import { ListPage } from '@campus/ui';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { fetchMyOrders } from '../api.ts';
import { orderDetailPath } from '../paths.ts';
import { TEXT } from '../texts.ts';
import { MealCard } from './meal-card.tsx';

/** The caller's meal orders (of one kind, or all), newest first; a row opens the order. */
export function MyOrders({ kind }: { kind?: MealKind }) {
  const navigate = useNavigate();
  const load = useCallback((page: number, pageSize: number) => fetchMyOrders(page, pageSize, kind), [kind]);
  return (
    <ListPage<MealOrder>
      load={load}
      keyOf={(o) => o.id}
      empty={TEXT.noOrders}
      renderItem={(o) => <MealCard order={o} onOpen={(x) => navigate(orderDetailPath(x.id))} />}
    />
  );
}
