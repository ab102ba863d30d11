import { describe, expect, it } from 'vitest';
import { checkPlan, outline, type ExplainJson, type PlanNode } from './plan-check.ts';

/** Hand-written plans, shaped as PostgreSQL 15's EXPLAIN (FORMAT JSON) answers (fields trimmed). */
const explain = (plan: PlanNode): ExplainJson => [{ Plan: plan }];
const big = new Map([
  ['orders', 20_000],
  ['approval_steps', 40_000],
]);

const limit = (rows: number, child: PlanNode): PlanNode => ({
  'Node Type': 'Limit',
  'Plan Rows': rows,
  Plans: [{ ...child, 'Parent Relationship': 'Outer' }],
});
const indexScan = (relation: string, index: string, rows: number): PlanNode => ({
  'Node Type': 'Index Scan',
  'Relation Name': relation,
  Alias: relation,
  'Index Name': index,
  'Plan Rows': rows,
});
const seqScan = (relation: string, rows: number): PlanNode => ({
  'Node Type': 'Seq Scan',
  'Relation Name': relation,
  Alias: relation,
  'Plan Rows': rows,
});
const sort = (rows: number, child: PlanNode): PlanNode => ({
  'Node Type': 'Sort',
  'Plan Rows': rows,
  Plans: [{ ...child, 'Parent Relationship': 'Outer' }],
});

describe('checkPlan: what a list page may do (issue 33)', () => {
  it('passes a page read in order through an index, joined after the page, and its bounded count', () => {
    // SELECT ... FROM orders WHERE company_id = $1 ORDER BY created_at DESC LIMIT 10, names joined per row
    const page = limit(10, {
      'Node Type': 'Nested Loop',
      'Plan Rows': 20_000,
      Plans: [
        { ...indexScan('orders', 'orders_company_created_idx', 20_000), 'Parent Relationship': 'Outer' },
        { ...indexScan('staff', 'staff_pkey', 1), 'Parent Relationship': 'Inner' },
      ],
    });
    expect(checkPlan(explain(page), big)).toEqual([]);
    // SELECT count(*) FROM (SELECT 1 FROM orders WHERE ... LIMIT 1010) counted
    const count: PlanNode = {
      'Node Type': 'Aggregate',
      Strategy: 'Plain',
      'Plan Rows': 1,
      Plans: [
        limit(1_010, { 'Node Type': 'Index Only Scan', 'Relation Name': 'orders', 'Index Name': 'orders_pkey', 'Plan Rows': 20_000 }),
      ],
    };
    expect(checkPlan(explain(count), big)).toEqual([]);
  });

  it('passes a scan of a small table, and a sort of a page already chosen', () => {
    expect(checkPlan(explain(limit(10, sort(40, seqScan('departments', 40)))), big)).toEqual([]);
    // ten orders chosen through the index, then sorted by a joined column: ten rows sorted
    expect(checkPlan(explain(sort(10, limit(10, indexScan('orders', 'orders_company_created_idx', 20_000)))), big)).toEqual([]);
  });

  it('finds a sequential scan of a big table', () => {
    const problems = checkPlan(explain(limit(10, { ...seqScan('orders', 20), Alias: 'o' })), big);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ kind: 'seq scan', node: 'Seq Scan', relation: 'orders', rows: 20_000 });
    expect(problems[0]?.message).toContain('Seq Scan on orders o');
    expect(problems[0]?.message).toContain('under a Limit');
    // the inner side of a nested loop runs once per outer row: no early stop to bet on
    const inner = limit(10, {
      'Node Type': 'Nested Loop',
      'Plan Rows': 10,
      Plans: [
        { ...indexScan('approval_steps', 'approval_steps_pending_idx', 10), 'Parent Relationship': 'Outer' },
        { ...seqScan('orders', 1), 'Parent Relationship': 'Inner' },
      ],
    });
    expect(checkPlan(explain(inner), big)[0]?.message).not.toContain('under a Limit');
  });

  it('passes a scan under a limit that stops early because the filter matches most of the table', () => {
    // 1,010 rows wanted of a filter matching 19,000 of 20,000: about 1,064 rows read.
    expect(checkPlan(explain(limit(1010, seqScan('orders', 19_000))), big)).toEqual([]);
    // a rarer match is not trusted to come early, even for ten rows (an estimate of 0.5 % is a guess)
    for (const [wanted, matching] of [
      [1010, 2_000],
      [10, 100],
    ] as const) {
      expect(checkPlan(explain(limit(wanted, seqScan('orders', matching))), big)).toEqual([
        expect.objectContaining({ kind: 'seq scan', relation: 'orders' }),
      ]);
    }
  });

  it('finds a sort of 20,000 rows under a limit (the history sorted for one page)', () => {
    const problems = checkPlan(explain(limit(10, sort(20_000, indexScan('orders', 'orders_pkey', 20_000)))), big);
    expect(problems).toEqual([expect.objectContaining({ kind: 'sort', node: 'Sort', relation: 'orders', rows: 20_000 })]);
  });

  it('finds a count or group over the history, a hash of the history and a statement that returns it', () => {
    const steps = indexScan('approval_steps', 'approval_steps_approver_idx', 12_000);
    const hashed: PlanNode = {
      'Node Type': 'Aggregate',
      Strategy: 'Hashed',
      'Plan Rows': 50,
      Plans: [{ ...steps, 'Parent Relationship': 'Outer' }],
    };
    expect(checkPlan(explain(hashed), big)).toEqual([
      expect.objectContaining({ kind: 'aggregate', node: 'Aggregate (Hashed)', relation: 'approval_steps', rows: 12_000 }),
    ]);
    const join: PlanNode = {
      'Node Type': 'Hash Join',
      'Plan Rows': 12_000,
      Plans: [
        { ...indexScan('orders', 'orders_pkey', 3), 'Parent Relationship': 'Outer' },
        { 'Node Type': 'Hash', 'Parent Relationship': 'Inner', 'Plan Rows': 12_000, Plans: [{ ...steps, 'Parent Relationship': 'Outer' }] },
      ],
    };
    expect(checkPlan(explain(join), big).map((p) => p.kind)).toEqual(['hash', 'result']);
  });

  it('reads the input of a node, not its InitPlans, and takes a higher bound when asked', () => {
    const agg: PlanNode = {
      'Node Type': 'Aggregate',
      Strategy: 'Plain',
      'Plan Rows': 1,
      Plans: [
        { ...seqScan('departments', 5_000), 'Parent Relationship': 'InitPlan', 'Subplan Name': 'InitPlan 1 (returns $0)' },
        limit(3_000, indexScan('orders', 'orders_pkey', 20_000)),
      ],
    };
    expect(checkPlan(explain(agg), big)).toEqual([expect.objectContaining({ kind: 'aggregate', rows: 3_000, relation: 'orders' })]);
    expect(checkPlan(explain(agg), big, { maxRows: 4_000 })).toEqual([]);
  });

  it('draws a plan in a few lines', () => {
    const plan = explain(limit(10, sort(20_000, { ...seqScan('orders', 20_000), Alias: 'o' })));
    expect(outline(plan, '  ')).toBe(['  Limit rows=10', '    Sort rows=20,000', '      Seq Scan on orders o rows=20,000'].join('\n'));
  });
});
