import type { BusTicket, PayOrder } from '@campus/contracts';
import { useEffect, useRef, useState } from 'react';
import { fetchLatestPayment, fetchTicket } from './api.ts';

export const POLL_MS = 2000;
export const POLL_TRIES = 15;

/** A pending ticket's payment is on its way: started, not failed, not closed. */
export const paymentUnderWay = (payment: PayOrder | null): boolean => payment?.status === 'created' && !payment.fail_reason;

/**
 * The ticket, asked again every POLL_MS while it is pending and its latest payment is under way
 * (the provider's notification may still be coming), at most POLL_TRIES times. With `withPayment`
 * the latest payment is loaded too (a failed one says why). `reload` starts over.
 */
export function usePolledTicket(id: string | null, withPayment = false) {
  const [ticket, setTicket] = useState<BusTicket | null>(null);
  const [payment, setPayment] = useState<PayOrder | null>(null);
  const [error, setError] = useState<unknown>(undefined);
  const [round, setRound] = useState(0);
  const [polling, setPolling] = useState(false);
  const tries = useRef(0);
  useEffect(() => {
    if (id === null) return;
    let alive = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    tries.current = 0;
    const load = async () => {
      try {
        const t = await fetchTicket(id);
        const p = withPayment && t.status === 'pending' ? await fetchLatestPayment(id) : null;
        if (!alive) return;
        setTicket(t);
        setPayment(p);
        setError(undefined);
        const again = t.status === 'pending' && (!withPayment || paymentUnderWay(p)) && ++tries.current < POLL_TRIES;
        setPolling(again);
        if (again) timer = setTimeout(() => void load(), POLL_MS);
      } catch (e) {
        if (alive) {
          setError(e);
          setPolling(false);
        }
      }
    };
    void load();
    return () => {
      alive = false;
      if (timer) clearTimeout(timer);
    };
  }, [id, round, withPayment]);
  return { ticket, payment, error, polling, reload: () => setRound((r) => r + 1), set: setTicket };
}
