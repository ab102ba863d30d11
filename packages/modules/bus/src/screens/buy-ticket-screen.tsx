import { TicketForm } from '../components/ticket-form.tsx';
import { titleOf } from '../titles.ts';

/** /bus/busRouteApply/busBuyTicket?route=&trip=: buy a shuttle ticket (then pay on the purchase screen). */
export default function BuyTicketScreen() {
  return <TicketForm kind="shuttle" title={titleOf('busBuyTicket')} />;
}
