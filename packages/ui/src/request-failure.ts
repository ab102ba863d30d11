import { isCancelledError } from 'ahooks';

/**
 * Helpers shared by the loaders built on ahooks' useRequest (useLoader,
 * ListPage, OptionPicker).
 */

/** Runs a load, turning a synchronous throw or `throw undefined` into a failure the screens can show. */
export async function runLoad<T>(load: () => Promise<T> | T): Promise<T> {
  try {
    return await load();
  } catch (error) {
    throw error ?? new Error('load failed');
  }
}

/**
 * useRequest's onError: the failure is shown from the hook's `error`, and an
 * onError keeps useRequest from also logging every failed load to the console.
 */
export function keepFailureInState(): void {}

/** A newer load (new params, a refresh) or unmounting superseded this one: not a failure to show. */
export function wasSuperseded(error: unknown): boolean {
  return isCancelledError(error);
}
