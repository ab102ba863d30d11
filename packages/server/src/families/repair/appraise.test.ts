import { beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { endpointUrl, orderEndpoints, repairEndpoints, repairOrderPageSchema, repairScoresSchema } from '@campus/contracts';
import { A, describeOnDatabase } from '../../platform/test/harness.ts';
import { clientOf, type Client } from '../../platform/test/client.ts';
import { PHONES, act, info, photo, report, reportBody } from './test-kit.ts';

/**
 * Issue 39, "an appraisal is made once and stays anonymous": the reporter rates a completed order
 * (stars, tags, text) once; no answer the repairman, an administrator or anyone else can get (the
 * order's detail and history, the lists, the workflow's detail, the scores) ties the appraisal to the
 * rater, and no row does either.
 */
describeOnDatabase('repair: anonymous appraisal (issue 39)', (h) => {
  const c = A.id;
  let admin: Client;
  let repairman: Client;
  let staff: Client;
  let wechat: Client;

  beforeAll(async () => {
    admin = await clientOf(h(), c, PHONES.admin);
    repairman = await clientOf(h(), c, PHONES.repairman);
    staff = await clientOf(h(), c, PHONES.staff);
    wechat = await clientOf(h(), c, PHONES.wechat);
  });

  async function completed(by: Client): Promise<string> {
    const o = await report(by, reportBody(c, 'tap'));
    await act(admin, repairEndpoints.dispatch, o.order.id, { repairman_ids: [repairman.id] });
    await act(repairman, repairEndpoints.take, o.order.id);
    await act(repairman, repairEndpoints.finish, o.order.id, { photos: [await photo(h(), repairman)], charge_fen: 0 });
    await act(by, repairEndpoints.confirm, o.order.id);
    return o.order.id;
  }

  it('issue 39: rated once (stars, tags, text); a second time, before completion or by someone else is refused', async () => {
    const id = await completed(staff);
    expect((await staff.post(endpointUrl(repairEndpoints.appraise, { id }), {})).json()).toEqual({ stars: ['请选择评分'] });
    expect((await staff.post(endpointUrl(repairEndpoints.appraise, { id }), { stars: 6 })).json()).toEqual({ stars: ['评分为1到5星'] });
    expect((await staff.post(endpointUrl(repairEndpoints.appraise, { id }), { stars: 5, tags: ['乱写'] })).statusCode).toBe(400);
    expect((await wechat.post(endpointUrl(repairEndpoints.appraise, { id }), { stars: 1 })).statusCode).toBe(404);
    expect((await repairman.post(endpointUrl(repairEndpoints.appraise, { id }), { stars: 5 })).statusCode).toBe(404);
    const first = await staff.post(endpointUrl(repairEndpoints.appraise, { id }), { stars: 4, tags: ['响应及时'], text: '师傅很专业' });
    expect(first.statusCode, first.body).toBe(201);
    const twice = await Promise.all([1, 2].map(() => staff.post(endpointUrl(repairEndpoints.appraise, { id }), { stars: 1 })));
    for (const r of twice) expect(r.json()).toEqual({ non_field_errors: ['您已评价过该报修单'] });
    expect((await info(staff, id)).appraised).toBe(true);
    const open = await report(staff, reportBody(c, 'tap'));
    expect((await staff.post(endpointUrl(repairEndpoints.appraise, { id: open.order.id }), { stars: 5 })).json()).toEqual({
      non_field_errors: ['报修单完成后才能评价'],
    });
  });

  it('issue 39: no response ever ties the appraisal to its rater: the repairman and the administrator read every view', async () => {
    const id = await completed(wechat);
    const text = `匿名评价-${String(Date.now())}`;
    expect((await wechat.post(endpointUrl(repairEndpoints.appraise, { id }), { stars: 2, tags: ['等待太久'], text })).statusCode).toBe(201);
    const rater = wechat.id;
    for (const viewer of [repairman, admin]) {
      // the order and its history name the reporter (he reported it), but say nothing of the appraisal
      const detail = await viewer.get(endpointUrl(repairEndpoints.get, { id }));
      expect(detail.body).not.toContain(text);
      expect(detail.json<{ appraised: unknown }>().appraised).toBeNull();
      expect(detail.json<{ order: { events: { action: string }[] } }>().order.events.map((e) => e.action)).not.toContain('appraise');
      const engine = await viewer.get(endpointUrl(orderEndpoints.get, { id }));
      expect(engine.body).not.toContain(text);
      const lists = await viewer.get(`${endpointUrl(repairEndpoints.list)}?scope=${viewer === admin ? 'admin' : 'work'}&page_size=100`);
      expect(lists.body).not.toContain(text);
      repairOrderPageSchema.parse(lists.json());
      // the scores carry the appraisal, with nothing of the order, the rater or the time
      const url = `${endpointUrl(repairEndpoints.scores)}?page_size=100${viewer === admin ? `&repairman_id=${repairman.id}` : ''}`;
      const scores = await viewer.get(url);
      expect(scores.statusCode, scores.body).toBe(200);
      const parsed = repairScoresSchema.parse(scores.json());
      const mine = parsed.results.find((r) => r.text === text);
      expect(mine).toBeDefined();
      expect(Object.keys(mine ?? {}).sort()).toEqual(['id', 'stars', 'tags', 'text']);
      expect(scores.body).not.toContain(rater);
      expect(scores.body).not.toContain(id);
      expect(parsed.tag_counts).toEqual(expect.arrayContaining([expect.objectContaining({ tag: '等待太久' })]));
    }
    // a staff who is neither the repairman nor an administrator may not read someone's scores
    expect((await staff.get(`${endpointUrl(repairEndpoints.scores)}?repairman_id=${repairman.id}`)).statusCode).toBe(403);
    // and no stored row could tie them: the appraisals table has no order, rater or time column
    const cols = await h().db.handle.db.execute<{ column_name: string }>(
      sql`SELECT column_name FROM information_schema.columns WHERE table_name = 'repair_appraisals' ORDER BY column_name`,
    );
    const names = (cols as unknown as { rows: { column_name: string }[] }).rows.map((r) => r.column_name);
    expect(names.sort()).toEqual(['company_id', 'id', 'month', 'repairman_id', 'stars', 'tags', 'text']);
  });
});
