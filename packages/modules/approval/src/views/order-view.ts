import type { OrderDetail } from '@campus/contracts';

/** What a module's own part of the approval detail gets: the whole order (fields and raw data). */
export interface OrderViewProps {
  order: OrderDetail;
}
