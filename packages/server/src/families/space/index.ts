/**
 * The space family (issue 38): spaces and seat areas booked as [start, end) of a hub day on the one
 * workflow (order types space and seat), check-in by scanning the space's or seat's code, no-shows
 * released by the booking job, waits for taken slots, and the order square.
 */
import { spaceBookingEndpoints as B, spaceEndpoints as E, spaceSquareEndpoints as Q } from '@campus/contracts';
import { defineFamily } from '../../platform/family.ts';
import * as schema from './schema.ts';
import { spaceOrderTypes } from './order-types.ts';
import { spaceRoutes } from './routes.ts';
import { seedSpaceBookings, seedSpaceSettings, seedSpaceSquare, seedSpaces, spaceKey } from './seed.ts';
// the charged booking's payable registers itself with the pay service
import './pay.ts';

const space = (c: string) => ({ id: spaceKey.space(c, 'meeting1') });
const booking = (c: string) => ({ id: spaceKey.booking(c, 'badminton') });
const entry = (c: string) => ({ id: spaceKey.square(c) });

export const spaceFamily = defineFamily({
  name: 'space',
  schema,
  orderTypes: spaceOrderTypes,
  routes: async (app, { ctx }) => spaceRoutes(app, ctx),
  seed: [seedSpaceSettings, seedSpaces, seedSpaceBookings, seedSpaceSquare],
  isolationProbes: [
    { endpoint: E.get, params: space },
    { endpoint: E.day, params: space },
    { endpoint: E.plan, params: (c) => ({ id: spaceKey.area(c, 'library') }) },
    { endpoint: E.seat, params: (c) => ({ id: spaceKey.seat(c, 'library', 1) }) },
    { endpoint: B.get, params: booking },
    { endpoint: B.cancel, params: booking, body: () => ({}) },
    { endpoint: B.checkOut, params: booking },
    { endpoint: B.removeWait, params: (c) => ({ id: spaceKey.wait(c) }) },
    { endpoint: Q.share, params: booking, body: () => ({ title: '越权分享', places: 1 }) },
    { endpoint: Q.get, params: entry },
    { endpoint: Q.join, params: entry },
    { endpoint: Q.leave, params: entry },
    { endpoint: Q.comments, params: entry },
    { endpoint: Q.comment, params: entry, body: () => ({ content: '越权评论' }) },
  ],
  isolationExempt: [],
});
