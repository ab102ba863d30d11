/** The family's own pushes (msg_type SPACE): kinds declared in contracts (SPACE_PUSH_ACTIONS). */
import { PUSH_MSG_TYPES, type SpacePushAction } from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import { deliver, type PendingPush } from '../../platform/orders/notifications.ts';

export function spacePush(
  staffId: string,
  kind: 'space' | 'seat',
  action: SpacePushAction,
  msgId: string,
  title: string,
  content: string,
  extra: Readonly<Record<string, string>> = {},
): PendingPush {
  return {
    staffId,
    message: {
      title,
      content,
      extras: { msg_type: PUSH_MSG_TYPES.space, msg_id: msgId, extra_param: { module: kind, action_type: action, ...extra } },
    },
  };
}

/** Sends after the commit; a failed push is logged and never undoes what was done. */
export const sendPushes = (ctx: AppContext, companyId: string, pushes: PendingPush[]): Promise<void> =>
  deliver(ctx.push, ctx.log, companyId, pushes);
