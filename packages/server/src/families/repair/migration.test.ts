import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { A, describeOnDatabase } from '../../platform/test/harness.ts';
import { orderEvents, orders } from '../../platform/orders/schema.ts';
import { seedId, seedStaffId } from '../../platform/seed/ids.ts';

/** The statements migration 0021 appends to move repair orders of the generic table to the repair table. */
function remapStatements(): string[] {
  const text = readFileSync(join(import.meta.dirname, '../../../drizzle/0021_repair_inspect.sql'), 'utf8');
  return text
    .split('--> statement-breakpoint')
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter((s) => s.startsWith('UPDATE'));
}

describeOnDatabase('repair: orders of the old generic status table move to the repair table (issue 39)', (h) => {
  it('issue 39: 30 进行中 -> 40 维修中, 40 已完成 -> 60 已完成 with their events; 20 stays (待派单); other types untouched', async () => {
    const db = h().db.handle.db;
    const c = A.id;
    const staff = seedStaffId(c, 'staff');
    const now = new Date();
    const make = async (key: string, type: string, status: number) => {
      const id = seedId(c, `test:legacy:${key}`);
      await db.insert(orders).values({
        companyId: c,
        id,
        module: type === 'repair' ? 'repair' : 'forms',
        orderType: type,
        applicantId: staff,
        title: key,
        status,
        payload: { fields: [], data: {} },
        version: 1,
        createdAt: now,
        updatedAt: now,
      });
      await db.insert(orderEvents).values({
        companyId: c,
        id: seedId(c, `test:legacy:${key}:e`),
        orderId: id,
        actorId: staff,
        action: 'x',
        fromStatus: 30,
        toStatus: 40,
        createdAt: now,
      });
      return id;
    };
    const started = await make('started', 'repair', 30);
    const done = await make('done', 'repair', 40);
    const approved = await make('approved', 'repair', 20);
    const other = await make('other', 'forms', 30);
    const statements = remapStatements();
    expect(statements).toHaveLength(2);
    for (const s of statements) await db.execute(sql.raw(s));
    const status = async (id: string) =>
      (
        await db
          .select()
          .from(orders)
          .where(and(eq(orders.companyId, c), eq(orders.id, id)))
      )[0]?.status;
    expect([await status(started), await status(done), await status(approved), await status(other)]).toEqual([40, 60, 20, 30]);
    const events = await db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.companyId, c), eq(orderEvents.orderId, started)));
    expect(events.map((e) => [e.fromStatus, e.toStatus])).toEqual([[40, 60]]);
    const untouched = await db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.companyId, c), eq(orderEvents.orderId, other)));
    expect(untouched.map((e) => [e.fromStatus, e.toStatus])).toEqual([[30, 40]]);
  });
});
