/**
 * Reads a PostgreSQL plan (`EXPLAIN (FORMAT JSON)`) for the signs of a list that does not page
 * through an index (issue 33; the guard is src/list-indexes.test.ts):
 *
 * - a `Seq Scan` on a big relation: the whole table read for one page;
 * - a `Sort` whose input exceeds `maxRows`: the history sorted instead of read in order through an index;
 * - an `Aggregate` (plain, sorted or hashed) whose input exceeds `maxRows`: a count or a group over the history;
 * - a `Hash` whose input exceeds `maxRows`: the build side of a hash join holds the history (a join
 *   made before the page was chosen);
 * - a statement estimated to return more than `maxRows` rows: the history handed to the server to page.
 *
 * The four last rules read the planner's estimates (`Plan Rows`) of nodes that consume all of their
 * input before answering, so an index scan under a `Limit` (estimated at the whole list, read for ten
 * rows) is never counted. Pure: no database, so it is tested on hand-written plans.
 */

/** One node of an EXPLAIN (FORMAT JSON) plan (the fields read here; PostgreSQL sends more). */
export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Alias?: string;
  'Index Name'?: string;
  Strategy?: string;
  'Plan Rows'?: number;
  'Parent Relationship'?: string;
  'Subplan Name'?: string;
  Plans?: PlanNode[];
}

/** What `EXPLAIN (FORMAT JSON)` answers: one element per statement, each with its `Plan`. */
export type ExplainJson = { Plan: PlanNode }[];

export type ProblemKind = 'seq scan' | 'sort' | 'aggregate' | 'hash' | 'result';

export interface PlanProblem {
  kind: ProblemKind;
  /** The node as EXPLAIN names it, with its strategy for an aggregate (`Aggregate (Hashed)`). */
  node: string;
  /** The relation scanned, or the relations under a sort, aggregate or hash (comma-separated); '' when none. */
  relation: string;
  /** Estimated rows: of the table for a scan, of the input for a sort, aggregate or hash, of the result. */
  rows: number;
  message: string;
}

export interface PlanCheckOptions {
  /** The most rows a sort, aggregate, hash or result may take (estimated). Default DEFAULT_MAX_ROWS. */
  maxRows?: number;
}

/** A page is ten to fifty rows; a bounded count reads a hundred past the page (COUNT_WINDOW); deep pages more. */
export const DEFAULT_MAX_ROWS = 2_000;

/** Nodes that hand rows up as they read them, so a Limit above them stops the scan below. */
const STREAMING = new Set([
  'Limit',
  'Nested Loop',
  'Hash Join',
  'Merge Join',
  'Subquery Scan',
  'Result',
  'Append',
  'Gather',
  'Memoize',
  'Unique',
]);

const fmt = (n: number): string => Math.round(n).toLocaleString('en-US');

/** The relations a subtree reads (scan nodes), in plan order, without repeats. */
function relationsUnder(node: PlanNode): string[] {
  const out: string[] = [];
  const walk = (n: PlanNode): void => {
    const rel = n['Relation Name'];
    if (rel && !out.includes(rel)) out.push(rel);
    for (const child of n.Plans ?? []) walk(child);
  };
  walk(node);
  return out;
}

/** The rows a node takes in: its outer input (its first child that is not an InitPlan or SubPlan). */
function inputOf(node: PlanNode): PlanNode | undefined {
  return (node.Plans ?? []).find((c) => c['Parent Relationship'] !== 'InitPlan' && c['Parent Relationship'] !== 'SubPlan');
}

/** The root nodes of `plan`: an EXPLAIN answer, one `{Plan}` element, or a bare node. */
function roots(plan: ExplainJson | { Plan: PlanNode } | PlanNode): PlanNode[] {
  if (Array.isArray(plan)) return plan.map((s) => s.Plan);
  if ('Plan' in plan) return [plan.Plan];
  return [plan];
}

/**
 * The problems of `plan`. `big`: relations large enough that reading them whole shows (name → rows,
 * e.g. pg_class.reltuples ≥ 5,000); a scan of any other relation is left alone.
 */
export function checkPlan(
  plan: ExplainJson | { Plan: PlanNode } | PlanNode,
  big: ReadonlyMap<string, number>,
  options: PlanCheckOptions = {},
): PlanProblem[] {
  const maxRows = options.maxRows ?? DEFAULT_MAX_ROWS;
  const problems: PlanProblem[] = [];
  const blocking = (kind: ProblemKind, node: PlanNode, name: string, what: string): void => {
    const input = inputOf(node);
    const rows = input?.['Plan Rows'] ?? 0;
    if (!input || rows <= maxRows) return;
    const relation = relationsUnder(input).join(', ');
    problems.push({
      kind,
      node: name,
      relation,
      rows,
      message: `${name} of ~${fmt(rows)} rows${relation ? ` of ${relation}` : ''} (over ${fmt(maxRows)}): ${what}`,
    });
  };
  /**
   * `wanted`: the rows a Limit above asks of this node, when it reaches it through nodes that pass
   * rows on as they come (null otherwise).
   */
  const walk = (node: PlanNode, wanted: number | null): void => {
    const type = node['Node Type'];
    const relation = node['Relation Name'];
    if (type === 'Seq Scan' && relation !== undefined && big.has(relation)) {
      const rows = big.get(relation) ?? 0;
      // Under a Limit the scan stops once it has what the Limit wants: about wanted × table rows ÷
      // matching rows. That is trusted only where the filter matches most of the table (one company
      // that is most of it, whose rows the scan meets at once; a small company's estimate sends the
      // planner to an index): a rarer match is a guess (an unindexed expression is estimated at
      // 0.5 %), and a wrong one reads the whole table.
      const matching = node['Plan Rows'] ?? 0;
      const reads = wanted === null || matching * 2 < rows ? rows : Math.ceil((wanted * rows) / Math.max(1, matching));
      if (reads > maxRows) {
        const alias = node.Alias && node.Alias !== relation ? ` ${node.Alias}` : '';
        const early = wanted === null ? '' : ` (under a Limit of ${fmt(wanted)}: ~${fmt(reads)} rows read)`;
        problems.push({
          kind: 'seq scan',
          node: type,
          relation,
          rows,
          message: `Seq Scan on ${relation}${alias} (~${fmt(rows)} rows in the table): no index serves this filter${early}`,
        });
      }
    } else if (type === 'Sort') {
      blocking('sort', node, 'Sort', 'the history sorted instead of read in order through an index');
    } else if (type === 'Aggregate' || type === 'HashAggregate' || type === 'GroupAggregate') {
      const name = type === 'Aggregate' && node.Strategy ? `Aggregate (${node.Strategy})` : type;
      blocking('aggregate', node, name, 'a count or group over the history');
    } else if (type === 'Hash') {
      blocking('hash', node, 'Hash', 'a hash join holding the history (joined before the page was chosen)');
    }
    const passesOn = type === 'Limit' ? (node['Plan Rows'] ?? 0) : wanted !== null && STREAMING.has(type) ? wanted : null;
    for (const child of node.Plans ?? []) {
      const rel = child['Parent Relationship'];
      // A subplan runs on its own; a nested loop's inner side runs once per outer row.
      const own = rel === 'InitPlan' || rel === 'SubPlan' || (type === 'Nested Loop' && rel === 'Inner');
      walk(child, own ? null : passesOn);
    }
  };
  for (const root of roots(plan)) {
    walk(root, null);
    const rows = root['Plan Rows'] ?? 0;
    if (rows > maxRows) {
      const relation = relationsUnder(root).join(', ');
      problems.push({
        kind: 'result',
        node: root['Node Type'],
        relation,
        rows,
        message: `returns ~${fmt(rows)} rows${relation ? ` of ${relation}` : ''} (over ${fmt(maxRows)}): the history handed to the server to page`,
      });
    }
  }
  return problems;
}

/** A plan in a few lines, one a node: its type, index or relation and estimated rows (for a failure's message). */
export function outline(plan: ExplainJson | { Plan: PlanNode } | PlanNode, indent = ''): string {
  const lines: string[] = [];
  const walk = (node: PlanNode, depth: number): void => {
    const on = `${node['Index Name'] ? ` using ${node['Index Name']}` : ''}${node['Relation Name'] ? ` on ${node['Relation Name']}` : ''}`;
    const alias = node.Alias && node.Alias !== node['Relation Name'] ? ` ${node.Alias}` : '';
    const strategy = node.Strategy ? ` (${node.Strategy})` : '';
    const sub = node['Subplan Name'] ? ` [${node['Subplan Name']}]` : '';
    lines.push(`${indent}${'  '.repeat(depth)}${node['Node Type']}${strategy}${on}${alias}${sub} rows=${fmt(node['Plan Rows'] ?? 0)}`);
    for (const child of node.Plans ?? []) walk(child, depth + 1);
  };
  for (const root of roots(plan)) walk(root, 0);
  return lines.join('\n');
}
