import type { BusTicket } from '@campus/contracts';
import { useEffect, useRef, useState } from 'react';
import { fetchTicket } from './api.ts';

export const POLL_MS = 2000;
export const POLL_TRIES = 15;

/**
 * The ticket, asked again every POLL_MS while it is pending (its payment's notification may still
 * be on its way), at most POLL_TRIES times. `reload` starts over.
 */
export function usePolledTicket(id: string | null) {
  const [ticket, setTicket] = useState<BusTicket | null>(null);
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
        if (!alive) return;
        setTicket(t);
        setError(undefined);
        const again = t.status === 'pending' && ++tries.current < POLL_TRIES;
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
  }, [id, round]);
  return { ticket, error, polling, reload: () => setRound((r) => r + 1), set: setTicket };
}
