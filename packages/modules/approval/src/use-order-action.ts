import { showToast } from '@campus/core';
import { useCallback, useRef, useState } from 'react';
import { MSG_ACTION_DONE } from './labels.ts';

export interface OrderActionRunner {
  busy: boolean;
  /**
   * Runs one action on the order, then reloads the detail. Success toasts
   * 操作成功; a failure (409, 400 ...) was already shown by the error catalogue
   * with the server's message, so nothing more is said. Resolves whether it worked.
   */
  run: (action: () => Promise<unknown>) => Promise<boolean>;
}

/** Whether the action worked; a failure (409, 400 ...) was already shown by the error catalogue. */
async function succeeded(action: () => Promise<unknown>): Promise<boolean> {
  try {
    await action();
    return true;
  } catch {
    return false;
  }
}

export function useOrderAction(reload: () => Promise<void>): OrderActionRunner {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const run = useCallback(
    async (action: () => Promise<unknown>): Promise<boolean> => {
      if (running.current) return false; // one action at a time (a double tap)
      running.current = true;
      setBusy(true);
      const done = await succeeded(action);
      running.current = false;
      setBusy(false);
      if (done) void showToast(MSG_ACTION_DONE, { icon: 'success' });
      void reload(); // the sheet that asked for the action closes meanwhile
      return done;
    },
    [reload],
  );
  return { busy, run };
}
