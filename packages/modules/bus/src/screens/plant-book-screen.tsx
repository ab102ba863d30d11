import { TicketForm } from '../components/ticket-form.tsx';
import { titleOf } from '../titles.ts';

/** /plantBus/plantBusBook?route=&trip=: book a free seat on a plant bus. */
export default function PlantBookScreen() {
  return <TicketForm kind="plant" title={titleOf('plantBusBook')} />;
}
