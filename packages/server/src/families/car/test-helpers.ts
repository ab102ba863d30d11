/** Shared steps of the car suites: apply, approve through the chain, dispatch, drive. */
import { expect } from 'vitest';
import { carEndpoints, carOrderDetailSchema, endpointUrl, orderEndpoints, type Car3Apply, type CarOrderDetail } from '@campus/contracts';
import type { Client } from '../../platform/test/client.ts';
import { hubAt } from './seed-orders.ts';

/** An ISO time `day` days from today at `hour` (hub clock). */
export const at = (day: number, hour: number): string => hubAt(new Date(), day, hour).toISOString();

export const OFFICE = { name: '办公楼', address: '园区路 1 号' };
export const STATION = { name: '高铁站', address: '站前路 8 号' };

export function trip(day: number, from = 9, to = 12, extra: Partial<Car3Apply> = {}): Car3Apply {
  return {
    kind: 'trip',
    from: OFFICE,
    to: STATION,
    start_at: at(day, from),
    end_at: at(day, to),
    passengers: 2,
    purpose: '接站',
    ...extra,
  };
}

export const detail = (res: { statusCode: number; body: string; json: () => unknown }, status = 200): CarOrderDetail => {
  expect(res.statusCode, res.body).toBe(status);
  return carOrderDetailSchema.parse(res.json());
};

export async function apply(by: Client, body: Car3Apply): Promise<CarOrderDetail> {
  return detail(await by.post(carEndpoints.applyV3.url, body), 201);
}

/** Approves every pending step with whoever of `approvers` holds it. */
export async function approveAll(id: string, approvers: Client[]): Promise<void> {
  for (let round = 0; round < 5; round++) {
    let acted = false;
    for (const a of approvers) {
      const res = await a.post(endpointUrl(orderEndpoints.approve, { id }), {});
      if (res.statusCode === 200) acted = true;
    }
    if (!acted) return;
  }
}

export const dispatchBody = (vehicleId: string, driverId: string) => ({ vehicle_id: vehicleId, driver_id: driverId });

export async function getOrder(by: Client, id: string): Promise<CarOrderDetail> {
  return detail(await by.get(endpointUrl(carEndpoints.order, { id })));
}
