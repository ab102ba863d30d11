import type { OrderRow } from '../../platform/orders/order-types.ts';
import type { RegisterKind } from './schema.ts';

/** What a registration order carries in its data (the approval view shows it; the hooks store it). */
export interface ApplicationData {
  application_id: string;
  kind: RegisterKind;
  phone: string;
  name: string;
  department_id: string | null;
  department: string | null;
  job: string | null;
  student_no: string | null;
  class_name: string | null;
  invitation_id: string | null;
}

export function applicationDataOf(order: Pick<OrderRow, 'payload'>): ApplicationData {
  return order.payload.data as unknown as ApplicationData;
}
