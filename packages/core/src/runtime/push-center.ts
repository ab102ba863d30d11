import { endpointUrl, pushEndpoints, PUSH_EVENT, type PushMessage } from '@campus/contracts';
import { alertDialog, confirmDialog } from '../feedback/feedback.ts';
import type { NativePushPayload } from '../host/types.ts';
import { installedModules } from '../modules/installed.ts';
import { presentPush, pushPayloadError, type PushAction } from '../rules/push-routing.ts';
import { localStore } from '../storage/local-store.ts';

export interface PushCenterDeps {
  navigate: (to: string) => void;
  hasToken: () => boolean;
}

function targetOf(action: Extract<PushAction, { kind: 'navigate' }>): string {
  const query = new URLSearchParams(action.query).toString();
  return query === '' ? action.path : `${action.path}?${query}`;
}

function stash(action: Extract<PushAction, { kind: 'navigate' }>): void {
  if (action.stash === undefined) return;
  const { key, value } = action.stash;
  if (installedModules().stashKeys.order.has(key)) localStore.stashOrder(key, JSON.parse(value) as { id: string; type: number });
  else localStore.stashId(key, value);
}

/**
 * Shows push messages the spec's way (spec 7): a confirm with 已阅 / 查看 that
 * opens the routed screen, or the 知道了 alert; only while a token exists. In a
 * plain browser the messages arrive over the server's event stream.
 */
export class PushCenter {
  private stream: EventSource | null = null;

  constructor(private readonly deps: PushCenterDeps) {}

  async present(message: PushMessage): Promise<void> {
    const presentation = presentPush(message, this.deps.hasToken(), installedModules());
    if (presentation.kind === 'ignore') return;
    if (presentation.kind === 'alert') {
      await alertDialog(presentation.content, { title: presentation.title, confirmText: presentation.button, global: true });
      return;
    }
    const open = await confirmDialog(presentation.content, {
      title: presentation.title,
      cancelText: presentation.dismissText,
      confirmText: presentation.openText,
      global: true,
    });
    if (!open) return;
    stash(presentation.onOpen);
    this.deps.navigate(targetOf(presentation.onOpen));
  }

  /** A payload from the native shell: a nonzero code is an error to show as it is (spec 8). */
  async presentNative(payload: NativePushPayload): Promise<void> {
    const error = pushPayloadError(payload);
    if (error !== null) {
      await alertDialog(error, { global: true });
      return;
    }
    const { code: _code, ...message } = payload;
    await this.present(message as unknown as PushMessage);
  }

  /** Opens the server's event stream for this token (plain browser, DingTalk, WeChat). */
  connect(token: string, EventSourceImpl: typeof EventSource = EventSource): void {
    this.disconnect();
    const stream = new EventSourceImpl(endpointUrl(pushEndpoints.stream, {}, { token }));
    stream.addEventListener(PUSH_EVENT, (event) => {
      try {
        void this.present(JSON.parse((event as MessageEvent<string>).data) as PushMessage);
      } catch {
        // a malformed event is dropped; the message stays in the message list
      }
    });
    // Marks the live connection on <html>, so QA and browser tests can tell when pushes will arrive.
    stream.addEventListener('open', () => (document.documentElement.dataset.pushStream = 'open'));
    this.stream = stream;
  }

  disconnect(): void {
    delete document.documentElement.dataset.pushStream;
    this.stream?.close();
    this.stream = null;
  }
}
