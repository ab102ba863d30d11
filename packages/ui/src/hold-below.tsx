import { createContext, useCallback, useContext, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/** What a Loadable under HoldBelowWhileLoading tells it: this one (by key) is still loading or not. */
type Report = (key: object, loading: boolean) => void;

const PendingLoads = createContext<Report | null>(null);

/**
 * Tells the nearest HoldBelowWhileLoading that this part is still loading its data (Loadable calls
 * it). Layout effects: the report lands before the browser paints the frame it belongs to.
 */
export function useReportLoading(loading: boolean): void {
  const report = useContext(PendingLoads);
  const [key] = useState<object>(() => ({}));
  useLayoutEffect(() => report?.(key, loading), [report, key, loading]);
  useLayoutEffect(() => () => report?.(key, false), [report, key]);
}

/**
 * Shows `below` only once every Loadable in `children` has its data (or failed): a part that loads
 * its own record after the screen's (a family's part of an approval detail) would otherwise grow
 * above what is already on screen and push it down (issue 35: nothing moves when data arrives).
 */
export function HoldBelowWhileLoading({ children, below }: { children: ReactNode; below: ReactNode }) {
  const pendingKeys = useRef(new Set<object>());
  const [pending, setPending] = useState(0);
  const report = useCallback<Report>((key, loading) => {
    if (loading) pendingKeys.current.add(key);
    else pendingKeys.current.delete(key);
    setPending(pendingKeys.current.size);
  }, []);
  return (
    <>
      <PendingLoads.Provider value={report}>{children}</PendingLoads.Provider>
      <div hidden={pending > 0}>{below}</div>
    </>
  );
}
