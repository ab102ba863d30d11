import type { WaitCreate } from '@campus/contracts';
import { alertDialog, showToast } from '@campus/core';
import { createWait } from './api.ts';
import { refusalText } from './refusal.ts';

export const WAIT_ADDED = '已加入候补，该时段空出时会通知您';

/** 候补: waits for a taken slot; the first waiter is offered it by push when it frees. */
export async function waitFor(slot: WaitCreate): Promise<boolean> {
  try {
    await createWait(slot);
    void showToast(WAIT_ADDED, { icon: 'success' });
    return true;
  } catch (error) {
    await alertDialog(refusalText(error), { title: '候补失败' });
    return false;
  }
}
