import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { MENU_ICON_KEYS, type PermissionChild, type PermissionRule } from '@campus/contracts';
import { A, B, describeOnEveryDatabase, tenants } from '../test/harness.ts';
import { companies, permissionRuleChildren, staff, type StaffRole } from '../db/schema.ts';
import { listRules } from '../identity/rules.ts';
import { seed } from './seed.ts';
import { CAR_KEYWORDS, demoOpenid, seedStaff, SITE_KEYWORDS } from './data.ts';

const ROLES: StaffRole[] = ['admin', 'approver', 'staff'];
/** What a home menu lists of these rules (spec 6: an active parent's children with isShow). */
const listed = (rules: PermissionRule[]): PermissionChild[] =>
  rules.filter((r) => r.is_active).flatMap((r) => r.child.filter((c) => c.isShow));
/** A label naming a version (3.0, V3, 2代, 旧版) or the built-in view (内置). */
const VERSIONED = /\d\.\d|[vV]\d|\d\s*代|版|内置/;

describeOnEveryDatabase('seed (issue: database seed)', (h) => {
  it('issue: one company per company id of tenants/*/tenant.json', async () => {
    const rows = await h().db.handle.db.select().from(companies);
    const ids = tenants.tenants.flatMap((t) => t.companyIds);
    expect(rows.map((r) => r.companyId).sort()).toEqual([...ids].sort());
    for (const t of tenants.tenants) for (const id of t.companyIds) expect(rows.find((r) => r.companyId === id)?.type).toBe(t.type);
  });

  it('issue: every company has the demo staff, an openid staff, each flag and an approver', async () => {
    for (const id of tenants.tenants.flatMap((t) => t.companyIds)) {
      const all = await h().db.handle.db.select().from(staff).where(eq(staff.companyId, id));
      // A family may keep an inactive stand-in that never signs in (the visitor family's 访客 desk): no phone, no password.
      for (const stand of all.filter((s) => !s.isActive)) expect([stand.phone, stand.passwordHash]).toEqual([null, null]);
      const rows = all.filter((s) => s.isActive);
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
    // Every step of the platform and of every family again, for a company of each login mode (ln private, sa):
    // the steps run per company, so a second seed of all 18 (10-20 s a database) ran the same code 9 times over.
    const report = await seed(db, tenants, { companyIds: [A.id, B.id] });
    expect(report).toEqual({ companies: 2, created: 0 });
    const after = await Promise.all([db.select({ n: count() }).from(staff), db.select({ n: count() }).from(permissionRuleChildren)]);
    expect(after).toEqual(before);
  }, 120_000);

  it('issue 34: each demo company lists one car service under one plain name, and no label names a version or 内置', async () => {
    for (const t of tenants.tenants)
      for (const id of t.companyIds)
        for (const role of ROLES) {
          const rules = await listRules(h().db.handle.db, id, role);
          const cars = listed(rules).filter((c) => (CAR_KEYWORDS as readonly string[]).includes(c.keyword));
          expect(
            cars.map((c) => c.name),
            `${t.type} ${role}`,
          ).toEqual(['公务用车']);
          // not even an unlisted entry or a retired one: a company's menu never says which version it runs
          for (const c of rules.flatMap((r) => r.child)) expect(c.name, `${t.type} ${c.keyword}`).not.toMatch(VERSIONED);
        }
  });

  it('issue 34: every service a demo company lists has its own icon, one the hub draws', async () => {
    for (const t of tenants.tenants)
      for (const id of t.companyIds)
        for (const role of ROLES) {
          const entries = listed(await listRules(h().db.handle.db, id, role));
          for (const c of entries) expect(MENU_ICON_KEYS, `${t.type} ${c.name}`).toContain(c.ico);
          const icons = entries.map((c) => c.ico);
          expect(new Set(icons).size, `${t.type} ${role}: ${icons.join(' ')}`).toBe(icons.length);
        }
  });

  it('issue 34: no demo entry is another site of the company (its dialog would be all it opens)', async () => {
    for (const t of tenants.tenants)
      for (const role of ROLES) {
        const entries = listed(await listRules(h().db.handle.db, t.defaultCompanyId, role));
        expect(
          entries.filter((c) => SITE_KEYWORDS.includes(c.keyword)).map((c) => c.name),
          `${t.type} ${role}`,
        ).toEqual([]);
      }
  });

  it('issue 34, spec 6: each company’s rules still hold every keyword, and between them the menus list both built-in views and each car keyword', async () => {
    const spec6 = [
      ...CAR_KEYWORDS,
      'private_car',
      'approval_order',
      'apply_dormitory',
      'water_electricity',
      'material_supply',
      'dormitory2',
      'suiteDormitory',
      'scan_check',
      'notice_list',
      'water_ordering',
      ...SITE_KEYWORDS,
      'off3DriverH5',
    ];
    const listedSomewhere = new Set<string>();
    for (const t of tenants.tenants) {
      const rules = await listRules(h().db.handle.db, t.defaultCompanyId, 'admin');
      const keywords = new Set(rules.flatMap((r) => r.child.map((c) => c.keyword)));
      for (const k of spec6) expect(keywords, `${t.type} ${k}`).toContain(k);
      // spec 6's other rules at work: an inactive parent, unlisted children
      expect(rules.some((r) => !r.is_active && r.child.length > 0)).toBe(true);
      for (const c of listed(rules)) listedSomewhere.add(c.keyword);
    }
    for (const k of [...CAR_KEYWORDS, 'water_ordering', 'apply_dormitory', 'd2Page', 'off3DriverH5'])
      expect(listedSomewhere, k).toContain(k);
  });
});
