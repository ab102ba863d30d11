import { PUSH_MODULES, PUSH_MSG_TYPES, SPACE_PUSH_ACTIONS, SPACE_PUSH_MODULES, type SpacePushAction } from '@campus/contracts';
import type { ModuleManifest, PushRoute, PushTarget } from '@campus/core/routing';
import { spaceCheckinKind } from './checkin-kind.ts';
import { spaceRoutes } from './routes.ts';

/** One SPACE push row: its action about a space booking or a seat booking. */
const row = (module: string, action: SpacePushAction, target: PushTarget): PushRoute => ({
  msgType: PUSH_MSG_TYPES.space,
  module,
  action,
  target,
});

/** The later transitions of a booking's order that only the booking's own actions run (the scan, the job). */
const BOOKING_OWN_TRANSITIONS = ['start_use', 'complete'] as const;

/** The booking itself: its order's approval detail (approvalSpaceDetail shows the booking and its actions). */
const booking: PushTarget = { approval: PUSH_MODULES.space };

/**
 * Space and seat booking (issue 38). Both order types (space, seat) are of the approval module
 * `space`: approvalSpaceDetail is every booking's page. SPACE pushes: a reminder and a release open
 * the booking, an offered slot the apply screen (msg_id: the wait), a join or a comment the square entry.
 */
export const spaceModule: ModuleManifest = {
  ...spaceRoutes,
  pushRoutes: [
    row(SPACE_PUSH_MODULES.space, SPACE_PUSH_ACTIONS.reminder, booking),
    row(SPACE_PUSH_MODULES.space, SPACE_PUSH_ACTIONS.released, booking),
    row(SPACE_PUSH_MODULES.space, SPACE_PUSH_ACTIONS.offer, { path: '/space/spaceApply' }),
    row(SPACE_PUSH_MODULES.space, SPACE_PUSH_ACTIONS.squareJoin, { path: '/space/spaceOrderSquare/spaceSquare' }),
    row(SPACE_PUSH_MODULES.space, SPACE_PUSH_ACTIONS.squareComment, { path: '/space/spaceOrderSquare/spaceSquareComment' }),
    row(SPACE_PUSH_MODULES.seat, SPACE_PUSH_ACTIONS.reminder, booking),
    row(SPACE_PUSH_MODULES.seat, SPACE_PUSH_ACTIONS.released, booking),
    row(SPACE_PUSH_MODULES.seat, SPACE_PUSH_ACTIONS.offer, { path: '/seat/seatApply' }),
    row(SPACE_PUSH_MODULES.seat, SPACE_PUSH_ACTIONS.squareJoin, { path: '/seat/seatOrderSquare/seatSquare' }),
    row(SPACE_PUSH_MODULES.seat, SPACE_PUSH_ACTIONS.squareComment, { path: '/seat/seatOrderSquare/seatSquareComment' }),
  ],
  // a check-in code scanned with the hub's scanner (扫码签到 on the menu) checks in on /space
  scanKinds: [spaceCheckinKind],
  approvalViews: [
    {
      module: PUSH_MODULES.space,
      detail: 'approvalSpaceDetail',
      title: '场地审批',
      load: () => import('./views/booking-view.tsx'),
      preload: { path: '/space/bookings/:id/' },
      // a booking starts by scanning its code and completes at its end: the generic 开始使用 / 完成 would skip both
      ownTransitions: (order) => (typeof order.data.resource_id === 'string' ? BOOKING_OWN_TRANSITIONS : []),
    },
  ],
};
