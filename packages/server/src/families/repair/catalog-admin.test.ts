import { beforeAll, expect, it } from 'vitest';
import { endpointUrl, repairEndpoints, repairTypeSchema, type RepairFaultItemAdmin } from '@campus/contracts';
import { A, auth, describeOnDatabase } from '../../platform/test/harness.ts';
import { clientOf, type Client } from '../../platform/test/client.ts';
import { issueToken } from '../../platform/identity/tokens.ts';
import { PHONES } from './test-kit.ts';
import { repairKey } from './seed.ts';

/**
 * Issue 39, setup screens: the repair administrator keeps the fault items (add, rename, move, change
 * the usual charge) with the server's refusals on their fields; one name per type, also when 50 add
 * it at once.
 */
describeOnDatabase('repair: fault items kept by the repair administrator (issue 39)', (h) => {
  const c = A.id;
  let admin: Client;
  let staff: Client;

  beforeAll(async () => {
    admin = await clientOf(h(), c, PHONES.admin);
    staff = await clientOf(h(), c, PHONES.staff);
  });

  const items = async () =>
    repairTypeSchema
      .array()
      .parse((await staff.get(endpointUrl(repairEndpoints.types))).json())
      .flatMap((t) => t.items.map((i) => ({ ...i, type: t.name })));

  it('issue 39: an item is added last to its type and the report form offers it; renamed, moved and repriced; 400s on the fields', async () => {
    const water = repairKey.type(c, 'water');
    const create = endpointUrl(repairEndpoints.createFaultItem);
    expect((await staff.post(create, { type_id: water, name: '下水道堵塞', charge_fen: 0 })).json()).toEqual({
      detail: '仅维修管理员可以操作',
    });
    expect((await admin.post(create, { type_id: water, name: ' ', charge_fen: -1 })).json()).toEqual({
      name: ['请填写故障项目名称'],
      charge_fen: ['金额不能为负'],
    });
    expect((await admin.post(create, { type_id: 'nope', name: '下水道堵塞', charge_fen: 0 })).json()).toEqual({
      type_id: ['请选择维修类型'],
    });
    expect((await admin.post(create, { type_id: water, name: '水龙头漏水', charge_fen: 0 })).json()).toEqual({
      name: ['该维修类型下已有同名故障项目'],
    });
    const res = await admin.post(create, { type_id: water, name: '下水道堵塞', charge_fen: 1500 });
    expect(res.statusCode, res.body).toBe(201);
    const item = res.json<RepairFaultItemAdmin>();
    const listed = (await items()).filter((i) => i.type === '水电');
    expect(listed.at(-1)).toEqual({ id: item.id, name: '下水道堵塞', charge_fen: 1500, type: '水电' });

    const update = endpointUrl(repairEndpoints.updateFaultItem, { id: item.id });
    const moved = await admin.put(update, { type_id: repairKey.type(c, 'door'), name: '门下水封条', charge_fen: 0 });
    expect(moved.json()).toEqual({ id: item.id, name: '门下水封条', charge_fen: 0, type_id: repairKey.type(c, 'door') });
    expect((await admin.put(update, { type_id: repairKey.type(c, 'door'), name: '门锁损坏', charge_fen: 0 })).json()).toEqual({
      name: ['该维修类型下已有同名故障项目'],
    });
    expect(
      (await admin.put(endpointUrl(repairEndpoints.updateFaultItem, { id: 'nope' }), { type_id: water, name: 'x', charge_fen: 0 }))
        .statusCode,
    ).toBe(404);
  });

  it('issue 39: 50 administrator sessions add the same item at once: exactly one is made, 49 hear 400 on name', async () => {
    const db = h().db.handle.db;
    const sessions = await Promise.all(Array.from({ length: 50 }, () => issueToken(db, c, admin.id, 3_600_000, new Date())));
    const results = await Promise.all(
      sessions.map((token) =>
        h().app.inject({
          method: 'POST',
          url: endpointUrl(repairEndpoints.createFaultItem),
          headers: auth(token),
          payload: { type_id: repairKey.type(c, 'net'), name: '路由器故障', charge_fen: 0 },
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 201)) expect(r.json()).toEqual({ name: ['该维修类型下已有同名故障项目'] });
    expect((await items()).filter((i) => i.name === '路由器故障')).toHaveLength(1);
  });
});
