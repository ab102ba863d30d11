/** Helpers of the repair suites: the demo accounts, a photo, reporting and reading orders. */
import { expect } from 'vitest';
import { endpointUrl, repairEndpoints, repairOrderInfoSchema, type RepairOrderInfo, type RepairReport } from '@campus/contracts';
import type { Harness } from '../../platform/test/harness.ts';
import { uploadAs, type Client } from '../../platform/test/client.ts';
import { DEMO_RECEIPT_PNG } from '../../platform/files/seed.ts';
import { repairKey } from './seed.ts';

export const PHONES = {
  admin: '13800000000',
  patrolman: '13800000001',
  repairman: '13800000002',
  approver: '13800000004',
  staff: '13800000005',
  wechat: '13800000006',
} as const;

let seq = 0;
export const clientKey = (p = 'k') => `${p}-${String(Date.now())}-${String(++seq)}`;

export async function photo(h: Harness, by: Client): Promise<string> {
  const res = await uploadAs(h, by, { bytes: DEMO_RECEIPT_PNG, name: '现场.png', type: 'image/png' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

export const reportBody = (c: string, item: string, extra: Partial<RepairReport> = {}): RepairReport => ({
  place_id: repairKey.place(c, 'dorm502'),
  fault_item_id: repairKey.item(c, item),
  description: '卫生间水龙头一直漏水',
  expected_time: '尽快',
  photos: [],
  client_key: clientKey(),
  ...extra,
});

export async function report(by: Client, body: RepairReport, status = 201): Promise<RepairOrderInfo> {
  const res = await by.post(endpointUrl(repairEndpoints.report), body);
  expect(res.statusCode, res.body).toBe(status);
  return repairOrderInfoSchema.parse(res.json());
}

export async function act(
  by: Client,
  endpoint: (typeof repairEndpoints)[keyof typeof repairEndpoints],
  id: string,
  body: unknown = {},
): Promise<RepairOrderInfo> {
  const res = await by.post(endpointUrl(endpoint, { id }), body);
  expect(res.statusCode, res.body).toBe(200);
  return repairOrderInfoSchema.parse(res.json());
}

/** A refused action: its status and body. */
export async function refused(
  by: Client,
  endpoint: (typeof repairEndpoints)[keyof typeof repairEndpoints],
  id: string,
  body: unknown,
  status: number,
) {
  const res = await by.post(endpointUrl(endpoint, { id }), body);
  expect(res.statusCode, res.body).toBe(status);
  return res.json<Record<string, unknown>>();
}

export async function info(by: Client, id: string): Promise<RepairOrderInfo> {
  const res = await by.get(endpointUrl(repairEndpoints.get, { id }));
  expect(res.statusCode, res.body).toBe(200);
  return repairOrderInfoSchema.parse(res.json());
}
