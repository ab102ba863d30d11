/** Helpers of the goods suites: the demo accounts, ids of the seed, applying and reading orders. */
import { expect } from 'vitest';
import {
  endpointUrl,
  goodsOrderEndpoints,
  goodsOrderInfoSchema,
  orderEndpoints,
  type GoodsApply,
  type GoodsOrderInfo,
} from '@campus/contracts';
import type { Client } from '../../platform/test/client.ts';
import { goodsKey } from './seed.ts';

export const PHONES = {
  admin: '13800000000',
  patrolman: '13800000001',
  keeper: '13800000002',
  driver: '13800000003',
  approver: '13800000004',
  staff: '13800000005',
  wechat: '13800000006',
} as const;

let seq = 0;
export const clientKey = (p = 'k') => `${p}-${String(Date.now())}-${String(++seq)}`;

export const applyBody = (c: string, lines: [string, number][], extra: Partial<GoodsApply> = {}): GoodsApply => ({
  order_type: 'goods',
  lines: lines.map(([key, quantity]) => ({ goods_id: goodsKey.goods(c, key), quantity })),
  project_id: goodsKey.project(c, 0),
  pick_type_id: goodsKey.pickType(c, 0),
  reason: '测试领用',
  client_key: clientKey(),
  ...extra,
});

export async function apply(client: Client, body: GoodsApply, status = 201): Promise<GoodsOrderInfo> {
  const res = await client.post(endpointUrl(goodsOrderEndpoints.apply), body);
  expect(res.statusCode, res.body).toBe(status);
  return goodsOrderInfoSchema.parse(res.json());
}

export async function approve(client: Client, id: string): Promise<void> {
  const res = await client.post(endpointUrl(orderEndpoints.approve, { id }), {});
  expect(res.statusCode, res.body).toBe(200);
}

export async function info(client: Client, id: string): Promise<GoodsOrderInfo> {
  const res = await client.get(endpointUrl(goodsOrderEndpoints.get, { id }));
  expect(res.statusCode, res.body).toBe(200);
  return goodsOrderInfoSchema.parse(res.json());
}
