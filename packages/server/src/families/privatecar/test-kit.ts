/** Helpers of the family's server suites (imported by tests only). */
import { expect } from 'vitest';
import {
  endpointUrl,
  orderEndpoints,
  pcarAuthSchema,
  pcarCertificationSchema,
  pcarTripSchema,
  pcarVehicleSchema,
  privateCarEndpoints as E,
  type PcarTrip,
  type PcarTripCreate,
  type PcarVehicle,
} from '@campus/contracts';
import type { Harness } from '../../platform/test/harness.ts';
import { uploadAs, type Client } from '../../platform/test/client.ts';
import { DEMO_RECEIPT_PNG } from '../../platform/files/seed.ts';
import { hubToday } from './access.ts';

export const today = (): string => hubToday(new Date());
export const plusDays = (day: string, n: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

export const approve = (c: Client, id: string) => c.post(endpointUrl(orderEndpoints.approve, { id }), {});
export const reject = (c: Client, id: string, reason = '资料不全') => c.post(endpointUrl(orderEndpoints.reject, { id }), { reason });
export const cancel = (c: Client, id: string) => c.post(endpointUrl(orderEndpoints.cancel, { id }), {});
export const transition = (c: Client, id: string, action: string) => c.post(endpointUrl(orderEndpoints.transition, { id }), { action });

/** A picture uploaded by the client (a licence, a policy, a receipt): its file id. */
export async function picture(h: Harness, c: Client, name = '照片.png'): Promise<string> {
  const res = await uploadAs(h, c, { bytes: DEMO_RECEIPT_PNG, name, type: 'image/png' });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}

/** The staff asks for an authorisation from today for `days` days and the approver approves it. */
export async function authorise(staff: Client, approver: Client, days = 30) {
  const res = await staff.post(endpointUrl(E.createAuth), {
    reason: '往返园区办理业务',
    valid_from: today(),
    valid_to: plusDays(today(), days),
    agree: true,
  });
  expect(res.statusCode, res.body).toBe(201);
  const auth = pcarAuthSchema.parse(res.json());
  expect((await approve(approver, auth.id)).statusCode).toBe(200);
  return auth;
}

/** The staff registers a car, certifies it with photos, and the admin approves the certification. */
export async function certifiedCar(h: Harness, staff: Client, admin: Client, plate: string): Promise<PcarVehicle> {
  const created = await staff.post(endpointUrl(E.createVehicle), { plate, brand_model: '丰田 卡罗拉', color: '银色' });
  expect(created.statusCode, created.body).toBe(201);
  const car = pcarVehicleSchema.parse(created.json());
  const cert = await staff.post(endpointUrl(E.createCertification), {
    vehicle_id: car.id,
    licence: [await picture(h, staff, '行驶证.png')],
    insurance: [await picture(h, staff, '保单.png')],
    insurance_expires: plusDays(today(), 180),
  });
  expect(cert.statusCode, cert.body).toBe(201);
  const { id } = pcarCertificationSchema.parse(cert.json());
  expect((await approve(admin, id)).statusCode).toBe(200);
  return pcarVehicleSchema.parse((await staff.get(endpointUrl(E.getVehicle, { id: car.id }))).json());
}

export async function logTrip(staff: Client, body: PcarTripCreate): Promise<PcarTrip> {
  const res = await staff.post(endpointUrl(E.createTrip), body);
  expect(res.statusCode, res.body).toBe(201);
  return pcarTripSchema.parse(res.json());
}
