import { beforeAll, expect, it } from 'vitest';
import { endpointUrl, inspectEndpoints, routeSetupSchema, type CheckpointAdmin } from '@campus/contracts';
import { A, auth, describeOnDatabase } from '../../platform/test/harness.ts';
import { clientOf, type Client } from '../../platform/test/client.ts';
import { issueToken } from '../../platform/identity/tokens.ts';
import { PHONES } from './test-kit.ts';
import { inspectKey } from './seed.ts';

/**
 * Issue 39, setup screens: an admin keeps the checkpoints of the patrol routes; a tag is stored as the
 * scanner looks it up and must be the checkpoints' own form (the barcode split); one tag per company,
 * also when 50 add it at once.
 */
describeOnDatabase('inspect: checkpoints kept by an admin (issue 39)', (h) => {
  const c = A.id;
  let admin: Client;
  let patrolman: Client;

  beforeAll(async () => {
    admin = await clientOf(h(), c, PHONES.admin);
    patrolman = await clientOf(h(), c, PHONES.patrolman);
  });

  it('issue 39: a point is added last on its route with its tag normalised, found by the scanner’s lookup; moved and retagged; 400s on the fields', async () => {
    const routeA = inspectKey.route(c, 'a');
    const create = endpointUrl(inspectEndpoints.createCheckpoint);
    const body = { route_id: routeA, name: '南门岗亭', place: 'A区南门', tag_code: ' cp-a09 ' };
    expect((await patrolman.post(create, body)).json()).toEqual({ detail: '没有权限' });
    expect((await admin.post(create, { ...body, name: '', tag_code: 'ZC-NB-001' })).json()).toEqual({ name: ['请填写巡检点名称'] });
    expect((await admin.post(create, { ...body, tag_code: 'ZC-NB-001' })).json()).toEqual({
      tag_code: ['标签编码须以 CP- 开头，由字母、数字或短横线组成，如 CP-A01'],
    });
    expect((await admin.post(create, { ...body, route_id: 'nope' })).json()).toEqual({ route_id: ['请选择巡检路线'] });
    expect((await admin.post(create, { ...body, tag_code: 'CODE_128,CP-A01' })).json()).toEqual({
      tag_code: ['该标签编码已被其他巡检点使用'],
    });
    const res = await admin.post(create, body);
    expect(res.statusCode, res.body).toBe(201);
    const point = res.json<CheckpointAdmin>();
    const routes = routeSetupSchema.array().parse((await admin.get(endpointUrl(inspectEndpoints.setupRoutes))).json());
    const a = routes.find((r) => r.id === routeA);
    expect(a?.points.at(-1)).toEqual({ ...point, tag_code: 'CP-A09', name: '南门岗亭' });
    expect(point.seq).toBe(Math.max(...(a?.points ?? []).map((p) => p.seq)));
    // the scanner's lookup finds it by the printed barcode
    const found = await patrolman.get(endpointUrl(inspectEndpoints.checkpoint, undefined, { code: 'CODE_128,CP-A09' }));
    expect(found.statusCode, found.body).toBe(200);

    const update = endpointUrl(inspectEndpoints.updateCheckpoint, { id: point.id });
    const moved = await admin.put(update, { route_id: inspectKey.route(c, 'b'), name: '南门岗亭', place: 'B区南门', tag_code: 'CP-B09' });
    expect(moved.json()).toMatchObject({ id: point.id, route_id: inspectKey.route(c, 'b'), tag_code: 'CP-B09', place: 'B区南门' });
    expect((await admin.put(endpointUrl(inspectEndpoints.updateCheckpoint, { id: 'nope' }), body)).statusCode).toBe(404);
    expect((await patrolman.get(endpointUrl(inspectEndpoints.setupRoutes))).statusCode).toBe(403);
  });

  it('issue 39: 50 admin sessions add a point with one tag at once: exactly one is made, 49 hear 400 on tag_code', async () => {
    const db = h().db.handle.db;
    const sessions = await Promise.all(Array.from({ length: 50 }, () => issueToken(db, c, admin.id, 3_600_000, new Date())));
    const results = await Promise.all(
      sessions.map((token, i) =>
        h().app.inject({
          method: 'POST',
          url: endpointUrl(inspectEndpoints.createCheckpoint),
          headers: auth(token),
          payload: { route_id: inspectKey.route(c, 'a'), name: `配电间${String(i)}`, place: 'A区', tag_code: 'CP-RACE-1' },
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 201)) expect(r.json()).toEqual({ tag_code: ['该标签编码已被其他巡检点使用'] });
  });
});
