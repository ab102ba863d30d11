/** Helpers of the space suites: an injected clock, the demo accounts, seeded ids and booking calls. */
import { expect } from 'vitest';
import {
  addHubDays,
  bookingCreatedSchema,
  bookingSchema,
  endpointUrl,
  hubInstant,
  hubToday,
  spaceBookingEndpoints,
  type Booking,
  type BookingCreate,
  type BookingCreated,
} from '@campus/contracts';
import type { Client } from '../../platform/test/client.ts';
import { spaceKey } from './seed.ts';

/** The server's clock in a suite: real time until a test sets it (the job and every rule read it). */
export function testClock(): { now: () => Date; set: (at: Date) => void; reset: () => void } {
  let fixed: Date | null = null;
  return {
    now: () => fixed ?? new Date(),
    set: (at) => void (fixed = at),
    reset: () => void (fixed = null),
  };
}

export const PHONES = {
  admin: '13800000000',
  patrolman: '13800000001',
  repairman: '13800000002',
  driver: '13800000003',
  approver: '13800000004',
  staff: '13800000005',
  wechat: '13800000006',
} as const;

let seq = 0;
export const clientKey = (p = 'space') => `${p}-${String(Date.now())}-${String(++seq)}`;

/** A hub date `days` from today and an instant on it. */
export const dayAhead = (days: number): string => addHubDays(hubToday(), days);
export const at = (date: string, clock: string): Date => hubInstant(date, clock);

export const ids = {
  meeting1: (c: string) => spaceKey.space(c, 'meeting1'),
  meeting2: (c: string) => spaceKey.space(c, 'meeting2'),
  badminton: (c: string) => spaceKey.space(c, 'badminton'),
  basketball: (c: string) => spaceKey.space(c, 'basketball'),
  hall: (c: string) => spaceKey.space(c, 'hall'),
  seat: (c: string, n: number) => spaceKey.seat(c, 'office', n),
  office: (c: string) => spaceKey.area(c, 'office'),
};

export const spaceBody = (
  resourceId: string,
  date: string,
  start: string,
  end: string,
  extra: Partial<BookingCreate> = {},
): BookingCreate => ({
  kind: 'space',
  resource_id: resourceId,
  date,
  start_time: start,
  end_time: end,
  purpose: '测试会议',
  attendees: 4,
  client_key: clientKey(),
  ...extra,
});

export const seatBody = (seatId: string, date: string, start: string, end: string): BookingCreate => ({
  kind: 'seat',
  resource_id: seatId,
  date,
  start_time: start,
  end_time: end,
  client_key: clientKey('seat'),
});

export async function book(client: Client, body: BookingCreate, status = 201): Promise<BookingCreated> {
  const res = await client.post(endpointUrl(spaceBookingEndpoints.create), body);
  expect(res.statusCode, res.body).toBe(status);
  return bookingCreatedSchema.parse(res.json());
}

export async function bookOne(client: Client, body: BookingCreate): Promise<string> {
  const created = await book(client, body);
  const id = created.bookings[0]?.id;
  if (!id) throw new Error('nothing booked');
  return id;
}

export async function detail(client: Client, id: string): Promise<Booking> {
  const res = await client.get(endpointUrl(spaceBookingEndpoints.get, { id }));
  expect(res.statusCode, res.body).toBe(200);
  return bookingSchema.parse(res.json());
}
