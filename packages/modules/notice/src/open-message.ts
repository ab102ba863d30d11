import type { MessageItem } from '@campus/contracts';
import { installedModules, localStore, routePush, type PushStash } from '@campus/core';

/**
 * The screen a stored message opens, by core's push routing (spec 7): the same
 * place 查看 on the push dialog leads to. Null when the routing has no screen.
 */
export interface MessageTarget {
  /** Path with its query, for navigate(). */
  to: string;
  stash?: PushStash;
}

export function messageTarget(message: Pick<MessageItem, 'title' | 'content' | 'extras'>): MessageTarget | null {
  let action: ReturnType<typeof routePush>;
  try {
    action = routePush({ title: message.title, content: message.content, extras: message.extras }, installedModules());
  } catch {
    return null; // extras the routing cannot read: nothing to open
  }
  if (action.kind !== 'navigate') return null;
  const query = new URLSearchParams(action.query).toString();
  const to = query === '' ? action.path : `${action.path}?${query}`;
  return action.stash === undefined ? { to } : { to, stash: action.stash };
}

/** Stores the stash the target screen reads (spec 3), as the push dialog does. */
export function storeStash(stash: PushStash | undefined): void {
  if (stash === undefined) return;
  if (installedModules().stashKeys.order.has(stash.key)) {
    try {
      localStore.stashOrder(stash.key, JSON.parse(stash.value) as { id: string; type: number });
    } catch {
      // a malformed value: the screen still gets its id from the query
    }
  } else {
    localStore.stashId(stash.key, stash.value);
  }
}
