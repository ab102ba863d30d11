/**
 * A clock that never returns the same instant twice: real time, nudged 1 ms past the last
 * reading. Suites that check "newest first" get distinct timestamps without sleeping between inserts.
 */
export function strictlyIncreasingClock(): () => Date {
  let last = 0;
  return () => {
    last = Math.max(Date.now(), last + 1);
    return new Date(last);
  };
}
