import { useRequest } from 'ahooks';
import { useCallback, type DependencyList } from 'react';
import { keepFailureInState, runLoad } from './request-failure.ts';

export interface LoaderState<T> {
  /** The last data loaded; kept while a reload runs; cleared when deps change. */
  data: T | undefined;
  /** The last failure, cleared when a load starts. */
  error: unknown;
  loading: boolean;
  /** Loads again; never rejects (the failure lands in `error`). */
  reload: () => Promise<void>;
}

const settled = () => undefined;

/**
 * Loads data for a screen (ahooks' useRequest) and loads again when `deps`
 * change. Answers that arrive after the deps changed, a newer reload or the
 * screen closed are ignored (useRequest cancels them). `load` may change on
 * every render; the one of the latest render is used.
 */
export function useLoader<T>(load: () => Promise<T>, deps: DependencyList = []): LoaderState<T> {
  const request = useRequest(() => runLoad(load), {
    refreshDeps: deps,
    // New deps are another record: show '加载中', never the previous record's data.
    refreshDepsAction: () => {
      request.mutate(undefined);
      request.run();
    },
    onError: keepFailureInState,
  });
  const { data, error, loading, refreshAsync } = request;
  const reload = useCallback(() => refreshAsync().then(settled, settled), [refreshAsync]);
  return { data, error: loading ? undefined : error, loading, reload };
}
