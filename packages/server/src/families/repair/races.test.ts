import { beforeAll, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { endpointUrl, repairEndpoints } from '@campus/contracts';
import { A, auth, describeOnDatabase } from '../../platform/test/harness.ts';
import { clientOf, type Client } from '../../platform/test/client.ts';
import { staff as staffTable } from '../../platform/db/schema.ts';
import { issueToken } from '../../platform/identity/tokens.ts';
import type { AuthData } from '@campus/contracts';
import { PHONES, act, info, report, reportBody } from './test-kit.ts';

/**
 * Issue 39, "only one may win": 50 repairmen taking one order at once -> exactly one 200, the others
 * 409 该报修单已被其他维修员接单, and the order names the winner (on PostgreSQL they really race).
 */
describeOnDatabase('repair: one taker among 50 concurrent repairmen (issue 39)', (h) => {
  const c = A.id;
  let admin: Client;
  let staff: Client;
  const men: Client[] = [];

  beforeAll(async () => {
    admin = await clientOf(h(), c, PHONES.admin);
    staff = await clientOf(h(), c, PHONES.staff);
    const db = h().db.handle.db;
    const [model] = await db
      .select()
      .from(staffTable)
      .where(and(eq(staffTable.companyId, c), eq(staffTable.phone, PHONES.repairman)));
    if (!model) throw new Error('no demo repairman');
    // 49 more repairmen, signed in with tokens issued directly (49 password checks would cost seconds)
    const ids = Array.from({ length: 49 }, () => randomUUID());
    await db
      .insert(staffTable)
      .values(
        ids.map((id, i) => ({ companyId: c, id, name: `维修员${String(i + 2)}`, departmentId: model.departmentId, isRepairman: true })),
      );
    men.push(await clientOf(h(), c, PHONES.repairman));
    for (const id of ids) {
      const token = await issueToken(db, c, id, 3_600_000, new Date());
      const headers = auth(token);
      const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
        h().app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
      men.push({
        auth: { token, user_id: id } as AuthData,
        id,
        get: (url) => call('GET', url),
        post: (url, payload) => call('POST', url, payload),
        put: (url, payload) => call('PUT', url, payload),
      });
    }
  });

  it('issue 39: 50 repairmen take one order at once: exactly one wins, 49 answer 409 该报修单已被其他维修员接单', async () => {
    const o = await report(staff, reportBody(c, 'tap'));
    await act(admin, repairEndpoints.dispatch, o.order.id, { repairman_ids: men.map((m) => m.id) });
    const results = await Promise.all(men.map((m) => m.post(endpointUrl(repairEndpoints.take, { id: o.order.id }), {})));
    const won = results.filter((r) => r.statusCode === 200);
    expect(won).toHaveLength(1);
    const lost = results.filter((r) => r.statusCode !== 200);
    expect(lost).toHaveLength(49);
    for (const r of lost) {
      expect(r.statusCode, r.body).toBe(409);
      expect(r.json()).toEqual({ detail: '该报修单已被其他维修员接单' });
    }
    const winner = men[results.indexOf(won[0] ?? results[0]!)];
    const final = await info(staff, o.order.id);
    expect(final).toMatchObject({ order: { status: 40 }, repairman: { id: winner?.id } });
    expect(final.order.events.filter((e) => e.action === 'take')).toHaveLength(1);
  });
});
