import { hubDate } from '@campus/contracts';
import { useEffect, useState } from 'react';
import { fetchServerTime } from './api.ts';

/** How often a screen re-reads the clock (a period closing while it is open). */
export const CLOCK_TICK_MS = 15_000;

export interface ServerClock {
  /** Server time now (ms), from the spec's time endpoint and the phone's clock since. */
  now: () => number;
  /** The hub date now, 'YYYY-MM-DD'; null until the server answered. */
  today: string | null;
}

/** The offset of the phone's clock from the server's: cut-offs are server time (issue 14). */
export function clockFrom(serverMs: number, phoneMs: number): (phoneNow?: number) => number {
  const offset = serverMs - phoneMs;
  return (phoneNow = Date.now()) => phoneNow + offset;
}

/** The server clock of a screen: asked once, then ticking so cut-offs close on screen. */
export function useServerClock(): ServerClock {
  const [now, setNow] = useState<(() => number) | null>(null);
  const [, setTick] = useState(0);
  useEffect(() => {
    let alive = true;
    fetchServerTime()
      .then((t) => {
        if (alive) {
          const read = clockFrom(t.timestamp, Date.now());
          setNow(() => () => read());
        }
      })
      .catch(() => {
        // no answer: the phone's clock (the server still refuses what is past its cut-off)
        if (alive) setNow(() => () => Date.now());
      });
    const timer = setInterval(() => setTick((n) => n + 1), CLOCK_TICK_MS);
    return () => {
      alive = false;
      clearInterval(timer);
    };
  }, []);
  return { now: now ?? (() => Date.now()), today: now ? hubDate(new Date(now())) : null };
}
