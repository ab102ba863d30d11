import { Checkout } from '../components/checkout.tsx';
import { OrderResult } from '../components/order-result.tsx';
import { useQueryParam } from '../hooks.ts';

/**
 * /doubleColorOks, the order confirmation: without an id, the cart to confirm and pay (确认订单); with
 * ?id=, the placed order (the pay screens come back here): its state, pick-up code and share link.
 */
export default function ConfirmOrderScreen() {
  const id = useQueryParam('id');
  return id ? <OrderResult id={id} /> : <Checkout />;
}
