import type { PayOrder } from '@campus/contracts';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fetchPayOrder } from './api.ts';

/** The `?id=` of the order, or null. */
export function useQueryId(): string | null {
  const [params] = useSearchParams();
  const id = params.get('id');
  return id === null || id.trim() === '' ? null : id;
}

/** The `?done=` path the buying module asked the result's button to go to (raw; see donePath). */
export function useDoneParam(): string | null {
  const [params] = useSearchParams();
  return params.get('done');
}

/** How often and how long a waiting order is asked again (the provider's notification may be late). */
export const POLL_MS = 2000;
export const POLL_TRIES = 30;

/**
 * The order, asked again every POLL_MS while it waits for the provider (created, no failure, and
 * `waiting` says so), at most POLL_TRIES times; a new `round` loads and polls again. `set` replaces
 * it with a fresher answer.
 */
export function usePolledOrder(id: string | null, round: number, waiting: (o: PayOrder) => boolean = () => true) {
  // the latest predicate for the next poll, without restarting the polling when it changes
  const waitingRef = useRef(waiting);
  useEffect(() => {
    waitingRef.current = waiting;
  });
  const [order, setOrder] = useState<PayOrder | null>(null);
  const [error, setError] = useState<unknown>(undefined);
  const tries = useRef(0);
  useEffect(() => {
    if (id === null) return;
    let alive = true;
    tries.current = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = async () => {
      try {
        const o = await fetchPayOrder(id);
        if (!alive) return;
        setOrder(o);
        setError(undefined);
        if (o.status === 'created' && !o.fail_reason && waitingRef.current(o) && ++tries.current < POLL_TRIES)
          timer = setTimeout(() => void load(), POLL_MS);
      } catch (e) {
        if (alive) setError(e);
      }
    };
    void load();
    return () => {
      alive = false;
      if (timer) clearTimeout(timer);
    };
  }, [id, round]);
  return { order, error, set: setOrder };
}
