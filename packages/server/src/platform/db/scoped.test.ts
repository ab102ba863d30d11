import { eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { A, B, describeOnEveryDatabase } from '../test/harness.ts';
import { seedDepartmentId } from '../seed/ids.ts';
import { departments } from './schema.ts';
import { scoped } from './scoped.ts';

describeOnEveryDatabase('scoped(db, companyId): the tenant filter written once (issue 8)', (h) => {
  it('rows, first, update and delete reach the company rows only, whatever the other conditions name', async () => {
    const db = h().db.handle.db;
    const a = scoped(db, A.id);
    const bIt = seedDepartmentId(B.id, 'it');
    const aIt = seedDepartmentId(A.id, 'it');
    const rows = await a.rows(departments);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.companyId === A.id)).toBe(true);
    expect(await a.first(departments, eq(departments.id, bIt))).toBeUndefined();
    expect((await a.first(departments, eq(departments.id, aIt)))?.id).toBe(aIt);
    expect(await a.update(departments, { name: '越权改名' }, eq(departments.id, bIt))).toEqual([]);
    await a.delete(departments, inArray(departments.id, [bIt]));
    const b = await scoped(db, B.id).first(departments, eq(departments.id, bIt));
    expect(b?.name).not.toBe('越权改名');
    expect(
      await db
        .select()
        .from(departments)
        .where(a.where(departments, eq(departments.id, bIt))),
    ).toEqual([]);
  });
});
