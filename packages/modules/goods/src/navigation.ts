import type { NavigateFunction } from 'react-router-dom';

/**
 * Back to the screen the user came from; when the screen was opened directly (a deep link, a
 * reload: no history inside the app), replace it with `fallback`.
 */
export function goBack(navigate: NavigateFunction, fallback: string): void {
  const state: unknown = typeof window === 'undefined' ? null : window.history.state;
  const index = typeof state === 'object' && state !== null && 'idx' in state ? Number((state as { idx: unknown }).idx) : 0;
  if (Number.isFinite(index) && index > 0) void navigate(-1);
  else void navigate(fallback, { replace: true });
}
