import { useLayoutEffect, useReducer, type ComponentType } from 'react';

/** What a dynamic import() of a component's module answers. */
export type ComponentLoader<P extends object = object> = () => Promise<{ default: ComponentType<P> }>;

/**
 * React.lazy without suspending: the loaded component, with `Fallback` (given the same props; nothing
 * by default) until its code is in, and no Suspense boundary needed around it. React holds content
 * that replaces a Suspense fallback until 300 ms after the fallback showed (its FALLBACK_THROTTLE_MS):
 * with lazy, every screen's first visit showed 加载中 for 300 ms with its code at hand, and its data
 * request waited as long. The code loads once, when the first of its components mounts; a failure is
 * thrown to the nearest error boundary (a retry reloads the page).
 */
export function lazyComponent<P extends object>(load: ComponentLoader<P>, Fallback: ComponentType<P> | null = null): ComponentType<P> {
  const loaded: { Component: ComponentType<P> | null; failure: { error: unknown } | null; pending: Promise<void> | null } = {
    Component: null,
    failure: null,
    pending: null,
  };
  const start = (): Promise<void> =>
    (loaded.pending ??= load().then(
      (module) => {
        loaded.Component = module.default;
      },
      (error: unknown) => {
        loaded.failure = { error };
      },
    ));

  function LazyComponent(props: P) {
    const [, settled] = useReducer((count: number) => count + 1, 0);
    // before the browser paints the fallback: the code may already be on its way (or in)
    useLayoutEffect(() => {
      if (loaded.Component !== null || loaded.failure !== null) return undefined;
      let mounted = true;
      void start().then(() => {
        if (mounted) settled();
      });
      return () => {
        mounted = false;
      };
    }, []);
    if (loaded.failure !== null) throw loaded.failure.error;
    const { Component } = loaded;
    if (Component !== null) return <Component {...props} />;
    return Fallback === null ? null : <Fallback {...props} />;
  }
  return LazyComponent;
}
