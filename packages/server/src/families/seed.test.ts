import { and, count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeOnDatabase, tenants } from '../platform/test/harness.ts';
import { approvalChains, orderEvents, orders } from '../platform/orders/schema.ts';
import { departments } from '../platform/db/schema.ts';
import { formTemplates } from './approval/schema.ts';
import { leaveWords, notices, surveyQuestions, surveyResponses, surveys } from './notice/schema.ts';
import { seed } from '../platform/seed/seed.ts';
import { seedId } from '../platform/seed/ids.ts';
import { ORDER_TYPES } from './index.ts';
import { approval } from './approval/index.ts';
import { demoOrderId } from './approval/seed.ts';

describeOnDatabase('seed of the first services (issue "Orders and approvals, notices, messages, surveys")', (h) => {
  const ids = tenants.tenants.flatMap((t) => t.companyIds);

  it('issue: every company has department heads, chains, two form templates, three notices (one public), a survey, a replied word and demo orders', async () => {
    const db = h().db.handle.db;
    for (const id of ids) {
      const depts = await db.select().from(departments).where(eq(departments.companyId, id));
      expect(depts.every((d) => d.headStaffId !== null)).toBe(true);
      const chains = await db.select().from(approvalChains).where(eq(approvalChains.companyId, id));
      // every chain is of a registered order type (a family adding its type and chain edits nothing here)
      expect(chains.length).toBeGreaterThan(0);
      for (const chain of chains) expect(Object.keys(ORDER_TYPES)).toContain(chain.orderType);
      expect(chains.map((c) => c.orderType)).toEqual(expect.arrayContaining(['forms', 'goods']));
      expect(chains.find((c) => c.orderType === 'forms')?.steps).toEqual([{ kind: 'staff', staff_id: seedId(id, 'staff:approver') }]);
      expect(chains.find((c) => c.orderType === 'goods')?.steps).toEqual([
        { kind: 'staff', staff_id: seedId(id, 'staff:approver') },
        { kind: 'department_head', department_id: seedId(id, 'department:admin') },
      ]);
      expect((await db.select().from(formTemplates).where(eq(formTemplates.companyId, id))).map((t) => t.name).sort()).toEqual(
        ['出差申请', '通用申请'].sort(),
      );
      const n = await db.select().from(notices).where(eq(notices.companyId, id));
      expect(n).toHaveLength(3);
      expect(n.filter((x) => x.isPublic)).toHaveLength(1);
      const s = await db.select().from(surveys).where(eq(surveys.companyId, id));
      expect(s).toHaveLength(1);
      const q = await db.select().from(surveyQuestions).where(eq(surveyQuestions.companyId, id));
      expect(q.map((x) => x.type).sort()).toEqual(['multiple', 'single', 'text']);
      const w = await db.select().from(leaveWords).where(eq(leaveWords.companyId, id));
      expect(w).toHaveLength(1);
      expect(w[0]?.reply).toBeTruthy();
      const o = await db.select().from(orders).where(eq(orders.companyId, id));
      // the approval family's demo orders (other families seed their own orders too; its goods order is a goods family type now)
      const approvalTypes = new Set<string>(approval.orderTypes.map((t) => t.type));
      const demo = o.filter(
        (x) =>
          approvalTypes.has(x.orderType) ||
          ['goods-pending', 'space-rejected', 'repair-approved'].some((key) => x.id === demoOrderId(id, key)),
      );
      expect(demo.map((x) => x.status).sort((a, b) => a - b)).toEqual([-20, 10, 10, 20]);
      expect(o.find((x) => x.status === -20)?.rejectReason).toBeTruthy();
      const events = await db
        .select({ n: count() })
        .from(orderEvents)
        .where(and(eq(orderEvents.companyId, id)));
      expect(Number(events[0]?.n)).toBeGreaterThanOrEqual(o.length);
    }
  });

  it('issue: the new seed steps are idempotent: a second run changes no count', async () => {
    const db = h().db.handle.db;
    const counts = () =>
      Promise.all(
        [orders, orderEvents, approvalChains, formTemplates, notices, surveys, surveyQuestions, surveyResponses, leaveWords].map((t) =>
          db.select({ n: count() }).from(t),
        ),
      );
    const before = await counts();
    const report = await seed(db, tenants);
    expect(report.created).toBe(0);
    expect(await counts()).toEqual(before);
    // a whole second seed of 18 companies and every family (as platform/seed/seed.test.ts allows)
  }, 120_000);
});
