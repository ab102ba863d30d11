import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeOnEveryDatabase, tenants } from '../test/harness.ts';
import { companies, permissionRuleChildren, staff } from '../db/schema.ts';
import { seed } from './seed.ts';
import { demoOpenid, seedStaff } from './data.ts';

describeOnEveryDatabase('seed (issue: database seed)', (h) => {
  it('issue: one company per company id of tenants/*/tenant.json', async () => {
    const rows = await h().db.handle.db.select().from(companies);
    const ids = tenants.tenants.flatMap((t) => t.companyIds);
    expect(rows.map((r) => r.companyId).sort()).toEqual([...ids].sort());
    for (const t of tenants.tenants) for (const id of t.companyIds) expect(rows.find((r) => r.companyId === id)?.type).toBe(t.type);
  });

  it('issue: every company has the demo staff, an openid staff, each flag and an approver', async () => {
    for (const id of tenants.tenants.flatMap((t) => t.companyIds)) {
      const rows = await h().db.handle.db.select().from(staff).where(eq(staff.companyId, id));
      expect(rows).toHaveLength(seedStaff.length);
      expect(rows.find((s) => s.phone === '13800000000')).toMatchObject({ name: '演示员工', role: 'admin' });
      expect(rows.some((s) => s.openid === demoOpenid(id))).toBe(true);
      expect(rows.some((s) => s.isPatrolman)).toBe(true);
      expect(rows.some((s) => s.isRepairman)).toBe(true);
      expect(rows.some((s) => s.isOff3driver)).toBe(true);
      expect(rows.some((s) => s.role === 'approver')).toBe(true);
      for (const s of rows) expect(s.passwordHash).toMatch(/^scrypt\$/);
    }
  });

  it('issue: the seed is idempotent: a second run creates nothing and changes no count', async () => {
    const db = h().db.handle.db;
    const before = await Promise.all([db.select({ n: count() }).from(staff), db.select({ n: count() }).from(permissionRuleChildren)]);
    const report = await seed(db, tenants);
    expect(report.created).toBe(0);
    const after = await Promise.all([db.select({ n: count() }).from(staff), db.select({ n: count() }).from(permissionRuleChildren)]);
    expect(after).toEqual(before);
  });
});
