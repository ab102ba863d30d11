/** What the bus family's suites share: many passengers at once, a trip to buy, paying a ticket. */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  busEndpoints,
  busRouteDetailSchema,
  busTicketSchema,
  endpointUrl,
  payEndpoints,
  payOrderSchema,
  type BusRouteDetail,
  type BusTicket,
  type PayOrder,
} from '@campus/contracts';
import type { LightMyRequestResponse as Response } from 'fastify';
import { staff } from '../../platform/db/schema.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { issueToken } from '../../platform/identity/tokens.ts';
import { auth, type Harness } from '../../platform/test/harness.ts';
import type { Client } from '../../platform/test/client.ts';
import { busTrips } from './schema.ts';

let seq = 0;
export const key = (p = 'k'): string => `${p}-${String(Date.now())}-${String(++seq)}`;

/** `n` new staff of a company, each signed in (a token issued directly: fifty password logins would only test scrypt). */
export async function crowd(h: Harness, companyId: string, n: number, flags: { isOff3driver?: boolean } = {}): Promise<Client[]> {
  const db = h.db.handle.db;
  const rows = Array.from({ length: n }, (_, i) => ({
    companyId,
    id: randomUUID(),
    name: `乘客${String(++seq)}-${String(i)}`,
    isOff3driver: flags.isOff3driver ?? false,
  }));
  await db.insert(staff).values(rows);
  return Promise.all(
    rows.map(async (r) => {
      const token = await issueToken(db, companyId, r.id, 3_600_000, new Date());
      const headers = auth(token);
      const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
        h.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
      return {
        auth: { token, user_id: r.id } as Client['auth'],
        id: r.id,
        get: (url: string) => call('GET', url),
        post: (url: string, payload?: unknown) => call('POST', url, payload),
        put: (url: string, payload: unknown) => call('PUT', url, payload),
      };
    }),
  );
}

export async function routeOf(c: Client, id: string): Promise<BusRouteDetail> {
  const res = await c.get(endpointUrl(busEndpoints.getRoute, { id }));
  expect(res.statusCode, res.body).toBe(200);
  return busRouteDetailSchema.parse(res.json());
}

/** The route's first trip that has not left (and leaves more than a minute from now). */
export async function nextTripOf(c: Client, routeId: string): Promise<{ route: BusRouteDetail; tripId: string; stopId: string }> {
  const route = await routeOf(c, routeId);
  const trip = route.trips.find((t) => !t.departed && new Date(t.depart_at).getTime() > Date.now() + 60_000);
  if (!trip) throw new Error('no trip to buy');
  return { route, tripId: trip.id, stopId: route.stops[0]?.id ?? '' };
}

export const ticketOf = (res: Response): BusTicket => busTicketSchema.parse(res.json());
export const payOrderOf = (res: Response): PayOrder => payOrderSchema.parse(res.json());

export async function buy(c: Client, tripId: string, stopId: string): Promise<BusTicket> {
  const res = await c.post(busEndpoints.createTicket.url, { trip_id: tripId, stop_id: stopId });
  expect(res.statusCode, res.body).toBe(201);
  return ticketOf(res);
}

export async function getTicket(c: Client, id: string): Promise<BusTicket> {
  const res = await c.get(endpointUrl(busEndpoints.getTicket, { id }));
  expect(res.statusCode, res.body).toBe(200);
  return ticketOf(res);
}

/** A pay order of the pay family for one of the bus payables. */
export async function payOrderFor(
  c: Client,
  purpose: 'bus_ticket' | 'bus_month',
  refId: string,
  provider: 'sandbox' | 'balance' = 'sandbox',
  clientKey = key(purpose),
): Promise<PayOrder> {
  const res = await c.post(payEndpoints.createOrder.url, { purpose, ref_id: refId, provider, client_key: clientKey });
  expect(res.statusCode, res.body).toBe(201);
  return payOrderOf(res);
}

export async function sandbox(c: Client, o: PayOrder, outcome: 'pay' | 'fail' | 'late' = 'pay', delayMs?: number): Promise<PayOrder> {
  const token = o.pay_params?.provider === 'sandbox' ? o.pay_params.token : '';
  const res = await c.post(endpointUrl(payEndpoints.sandboxConfirm, { id: o.id }), {
    token,
    outcome,
    ...(delayMs === undefined ? {} : { delay_ms: delayMs }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return payOrderOf(res);
}

export async function payOrderNow(c: Client, id: string): Promise<PayOrder> {
  return payOrderOf(await c.get(endpointUrl(payEndpoints.getOrder, { id })));
}

/** Leaves exactly `left` seats on a trip (the race tests). */
export async function leaveSeats(h: Harness, companyId: string, tripId: string, left: number): Promise<void> {
  const db = h.db.handle.db;
  const [t] = await db
    .select()
    .from(busTrips)
    .where(inCompany(busTrips, companyId, eq(busTrips.id, tripId)));
  if (!t) throw new Error('no trip');
  await db
    .update(busTrips)
    .set({ seats: t.seatsTaken + left })
    .where(inCompany(busTrips, companyId, eq(busTrips.id, tripId)));
}

export async function seatsTaken(h: Harness, companyId: string, tripId: string): Promise<{ seats: number; taken: number }> {
  const [t] = await h.db.handle.db
    .select()
    .from(busTrips)
    .where(inCompany(busTrips, companyId, eq(busTrips.id, tripId)));
  return { seats: t?.seats ?? -1, taken: t?.seatsTaken ?? -1 };
}
