import { useEffect, useState } from 'react';

/** Seconds left of a countdown started with start(seconds); 0 when idle. */
export function useCountdown(): [secondsLeft: number, start: (seconds: number) => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, setLeft];
}
