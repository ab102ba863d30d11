import type { StoredPushMessage } from '@campus/contracts';

export interface PushTarget {
  companyId: string;
  staffId: string;
}

/**
 * Where a stored push message goes. The default is server-sent events (through the database's
 * NOTIFY, so every instance's connected browsers get it); the native shell's push service is
 * another delivery, enabled by NATIVE_PUSH_URL.
 */
export interface PushDelivery {
  readonly name: string;
  deliver(target: PushTarget, message: StoredPushMessage): Promise<void>;
  /** Many at once (a notice to everyone); without it each is delivered on its own. */
  deliverMany?(items: readonly { target: PushTarget; message: StoredPushMessage }[]): Promise<void>;
}
