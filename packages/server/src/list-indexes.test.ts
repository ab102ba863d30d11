/**
 * The list-index guard (issue 33): on PostgreSQL, with company `sa` grown until a scan shows in a
 * plan, every list of every family (the sweep of `npm run bench:scale`, page 1 and a deep page) is
 * requested, every SELECT it sends is captured and EXPLAINed with its own values, and the plan is
 * read by checkPlan (src/bench/scale/plan-check.ts): no sequential scan of a big table, no sort,
 * count, group or hash of the history, no statement returning it. A new list that scans fails here.
 * PostgreSQL only (PGlite's planner is the same, but the suite needs a real server's statistics and
 * time); skipped without TEST_DATABASE_URL.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { authEndpoints, endpointUrl, type AuthData } from '@campus/contracts';
import { buildServer, type HubServer } from './platform/app.ts';
import { openPostgres } from './platform/db/postgres.ts';
import type { DatabaseHandle } from './platform/db/types.ts';
import { B, auth, tenants } from './platform/test/harness.ts';
import { adminQuery, copyTemplateDatabase, databaseUrl } from './platform/test/pg-admin.ts';
import { DEMO_PASSWORD } from './platform/seed/data.ts';
import { growCompany, LARGE, scaled, type GrowReport, type ScaleSizes } from './bench/scale/grow.ts';
import { deepPageUrl, listCalls, pageUrl, PHONES, type ListCall, type OpenApiPaths, type Who } from './bench/scale/list-calls.ts';
import { checkPlan, DEFAULT_MAX_ROWS, outline, type ExplainJson, type PlanProblem } from './bench/scale/plan-check.ts';

/** Company `sa` (tenants/sa, 99aac4ab-…), the company the scale bench grows. */
const SA = B.id;
/**
 * A fiftieth of the large employer (20,000 orders, 40,000 approval steps, read receipts and
 * messages), with a floor under the tables a family's list reads whole: 10,000 staff, notices,
 * bus tickets and canteen orders, so each is big. The busy approver gets 2,500 pending and 2,500
 * done approvals and 2,500 messages: a fiftieth (1,000 to 1,900) would stay under the sort bound,
 * where sorting his history instead of reading an index in order could not show; more would give
 * him a far larger share of each table than at the large employer (3 to 5 %), where a sequential
 * scan becomes the planner's honest choice. Growing takes about 6 s on an idle 2-CPU machine.
 */
const SIZES: ScaleSizes = {
  ...scaled(LARGE, 0.02),
  departments: 200,
  staff: 10_000,
  notices: 10_000,
  busTickets: 10_000,
  canteenOrders: 10_000,
  approverPending: 2_500,
  approverDone: 2_500,
  approverMessages: 2_500,
};
/**
 * Statements one list request may send: its page, its count and a few grouped look-ups of what the
 * page shows. More means a query per row (issue 33: "a per-row count is one grouped query").
 */
const MAX_STATEMENTS_PER_LIST = 8;

/** A relation this large (pg_class.reltuples after the grower's ANALYZE) must not be read whole. */
const BIG_RELATION_ROWS = 5_000;
const DEEP_PAGE = 200;
const PAGE_SIZE = 10;

interface Statement {
  text: string;
  values: unknown[];
}

/** The statement a call of pg's Client#query sends: (text, values), ({text, values}) or ({text}, values). */
function statementOf(args: unknown[]): Statement | null {
  const [first, second] = args;
  const config = typeof first === 'string' ? { text: first } : (first as { text?: unknown; values?: unknown } | null);
  if (!config || typeof config.text !== 'string') return null;
  const values = Array.isArray(second) ? second : Array.isArray(config.values) ? config.values : [];
  return { text: config.text, values };
}

/** A statement in one line, its top-level column list elided (drizzle names every column). */
function shorten(text: string, max = 260): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  let depth = 0;
  let from = -1;
  for (let i = 0; i < flat.length; i++) {
    const ch = flat[i];
    if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (depth === 0 && /^ from /i.test(flat.slice(i, i + 6))) {
      from = i;
      break;
    }
  }
  const short = /^select /i.test(flat) && from > 40 ? `select … ${flat.slice(from + 1)}` : flat;
  return short.length > max ? `${short.slice(0, max)}…` : short;
}

type QueryFn = (this: pg.Client, ...args: unknown[]) => unknown;

describe.skipIf(!process.env.TEST_DATABASE_URL)('every list pages through an index [postgres] (issue 33)', () => {
  const base = process.env.TEST_DATABASE_URL ?? '';
  const name = `campus_t_${randomBytes(6).toString('hex')}`;
  // Made when the suite runs: collecting a skipped suite must not read an unset URL.
  const url = (): string => databaseUrl(base, name);
  const proto = pg.Client.prototype as unknown as { query: QueryFn };
  const originalQuery = proto.query;
  /** The statements of the request in flight; null when nothing is recorded. */
  let recording: Statement[] | null = null;
  let handle: DatabaseHandle | undefined;
  let app: HubServer | undefined;
  let explainer: pg.Client | undefined;
  let grown: GrowReport;
  let growSeconds = 0;
  const big = new Map<string, number>();
  const plans = new Map<string, ExplainJson>();
  /** Values for the lists' required query parameters (a canteen's orders of a day, a month's subsidies). */
  const required: Record<string, string> = {};

  beforeAll(async () => {
    await copyTemplateDatabase(base, name, inject('pgTemplate'));
    handle = openPostgres({ url: url(), poolSize: 5 });
    const started = performance.now();
    // Each step's time on stdout: on a loaded CI machine a slow step is named, not only the hook's time-out.
    grown = await growCompany(handle.db, SA, SIZES, (line) => console.log(`[list-indexes] grow ${line}`));
    growSeconds = (performance.now() - started) / 1000;
    explainer = new pg.Client({ connectionString: url() });
    await explainer.connect();
    const rels = await explainer.query<{ relname: string; reltuples: number }>(
      `SELECT relname, reltuples::float8 AS reltuples FROM pg_class
       WHERE relkind IN ('r', 'p', 'm') AND relnamespace = 'public'::regnamespace AND reltuples >= $1`,
      [BIG_RELATION_ROWS],
    );
    for (const r of rels.rows) big.set(r.relname, Number(r.reltuples));
    const canteen = await explainer.query<{ id: string }>('SELECT id FROM canteens WHERE company_id = $1 ORDER BY id LIMIT 1', [SA]);
    const now = new Date();
    Object.assign(required, {
      canteen_id: canteen.rows[0]?.id ?? '',
      date: now.toISOString().slice(0, 10),
      month: now.toISOString().slice(0, 7),
      from: new Date(now.getTime() - 365 * 86_400_000).toISOString(),
      to: now.toISOString(),
    });
    app = await buildServer({
      db: handle,
      tenants,
      distDir: null,
      logger: false,
      loginRateLimit: { max: 10_000, timeWindowMs: 60_000 },
      closeGraceMs: 100,
      demoMode: true,
    });
    proto.query = function (this: pg.Client, ...args: unknown[]) {
      const statement = recording ? statementOf(args) : null;
      if (statement && /^\s*(select|with)\b/i.test(statement.text)) recording?.push(statement);
      return originalQuery.apply(this, args);
    };
    // Growing takes 8 s alone; beside the other suites on two loaded cores, far longer.
  }, 600_000);

  afterAll(async () => {
    proto.query = originalQuery;
    await app?.close();
    await explainer?.end();
    await handle?.close();
    await adminQuery(base, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });

  /** The SELECTs `run` sends through the app's pool (or any node-postgres client). */
  const capture = async (run: () => Promise<unknown>): Promise<Statement[]> => {
    const statements: Statement[] = [];
    recording = statements;
    try {
      await run();
    } finally {
      recording = null;
    }
    return statements;
  };

  /** A statement's plan, with its own values (so the planner sees the busy approver, not an average). */
  const planOf = async (statement: Statement): Promise<ExplainJson> => {
    const key = `${statement.text}\u0000${JSON.stringify(statement.values)}`;
    let plan = plans.get(key);
    if (!plan) {
      const res = await explainer!.query<{ 'QUERY PLAN': ExplainJson }>({
        text: `EXPLAIN (FORMAT JSON) ${statement.text}`,
        values: statement.values,
      });
      plan = res.rows[0]!['QUERY PLAN'];
      plans.set(key, plan);
    }
    return plan;
  };

  const problemsOf = async (
    statements: Statement[],
    maxRows: number,
  ): Promise<{ statement: Statement; plan: ExplainJson; problem: PlanProblem }[]> => {
    const out: { statement: Statement; plan: ExplainJson; problem: PlanProblem }[] = [];
    for (const statement of statements) {
      const plan = await planOf(statement);
      for (const problem of checkPlan(plan, big, { maxRows })) out.push({ statement, plan, problem });
    }
    return out;
  };

  it('grows sa until its history tables are big', () => {
    for (const table of [
      'staff',
      'orders',
      'approval_steps',
      'notices',
      'notice_reads',
      'push_messages',
      'bus_tickets',
      'canteen_orders',
    ]) {
      expect(big.has(table), `${table} (${grown.rows[table]} rows of sa) counts as big`).toBe(true);
    }
    console.log(
      `[list-indexes] sa grown in ${growSeconds.toFixed(1)} s: ${Object.entries(grown.rows)
        .map(([t, n]) => `${t} ${n}`)
        .join(', ')}; big relations: ${[...big.keys()].sort().join(', ')}`,
    );
  });

  it('sends no plan that reads the history, on any list, page 1 or page 200 (by key: no more than page 1)', async () => {
    const login = async (who: Who): Promise<string> => {
      const res = await app!.inject({
        method: 'POST',
        url: endpointUrl(authEndpoints.login),
        payload: { phone: PHONES[who], password: DEMO_PASSWORD, company_id: SA },
      });
      if (res.statusCode !== 200) throw new Error(`login of ${who} failed: ${res.statusCode} ${res.body}`);
      return res.json<AuthData>().token;
    };
    const tokens: Record<Who, string> = { admin: await login('admin'), approver: await login('approver'), staff: await login('staff') };
    const doc = (await app!.inject({ method: 'GET', url: '/9077/docs/json' })).json<OpenApiPaths>();
    // LIST_INDEXES_ONLY=approval checks only the lists whose name contains it.
    const only = process.env.LIST_INDEXES_ONLY;
    const calls: ListCall[] = listCalls(doc, required).filter((c) => !only || c.name.includes(only));
    /** request → statement → its problems and plan */
    const failures = new Map<string, Map<string, { problems: string[]; plan: ExplainJson }>>();
    const notServed: string[] = [];
    const silent: string[] = [];
    const refused: string[] = [];
    const chatty: string[] = [];
    /** Lists that take `after` whose page 199 has a next page but named no next_after. */
    const unkeyed: string[] = [];
    const keyed: string[] = [];
    let statementCount = 0;
    const started = performance.now();
    for (const call of calls) {
      const get = async (url: string): Promise<unknown> =>
        (await app!.inject({ method: 'GET', url, headers: auth(tokens[call.who]) })).json();
      // A deep page by offset reads the rows it skips, and its bounded count as many more; a list
      // that continues by key reaches it from the page before and may read no more than page 1.
      const requests = [{ request: pageUrl(call, 1, PAGE_SIZE), maxRows: DEFAULT_MAX_ROWS }];
      if (call.paged)
        requests.push({ request: pageUrl(call, DEEP_PAGE, PAGE_SIZE), maxRows: DEFAULT_MAX_ROWS + (DEEP_PAGE - 1) * PAGE_SIZE });
      if (call.keyset) {
        const byKey = await deepPageUrl(call, DEEP_PAGE, PAGE_SIZE, get);
        if (byKey.includes('&after=')) {
          requests.push({ request: byKey, maxRows: DEFAULT_MAX_ROWS });
          keyed.push(call.name);
        } else if (((await get(pageUrl(call, DEEP_PAGE - 1, PAGE_SIZE))) as { next?: unknown }).next != null) unkeyed.push(call.name);
      }
      for (const { request, maxRows } of requests) {
        let status = 0;
        const statements = await capture(async () => {
          const res = await app!.inject({ method: 'GET', url: request, headers: auth(tokens[call.who]) });
          status = res.statusCode;
        });
        statementCount += statements.length;
        if (status >= 500) notServed.push(`${call.who} GET ${request}: ${status}`);
        else if (status >= 300) refused.push(`${request} ${status}`);
        if (statements.length === 0) silent.push(request);
        if (statements.length > MAX_STATEMENTS_PER_LIST) chatty.push(`${call.who} GET ${request}: ${statements.length} statements`);
        // LIST_INDEXES_PLANS=1 draws every plan, passing or not.
        if (process.env.LIST_INDEXES_PLANS) {
          for (const statement of statements) {
            console.log(`${call.who} GET ${request} ${status}\n  ${shorten(statement.text)}\n${outline(await planOf(statement), '    ')}`);
          }
        }
        for (const { statement, plan, problem } of await problemsOf(statements, maxRows)) {
          const key = `${call.who} GET ${request}`;
          const byStatement = failures.get(key) ?? new Map<string, { problems: string[]; plan: ExplainJson }>();
          const found = byStatement.get(statement.text) ?? { problems: [], plan };
          if (!found.problems.includes(problem.message)) found.problems.push(problem.message);
          byStatement.set(statement.text, found);
          failures.set(key, byStatement);
        }
      }
    }
    console.log(
      `[list-indexes] ${calls.length} lists, ${statementCount} statements, ${plans.size} plans in ${((performance.now() - started) / 1000).toFixed(1)} s` +
        (silent.length ? `; no SELECT (served from a cache or without the database): ${silent.join(', ')}` : '') +
        (refused.length ? `; not answered 2xx (not exercised): ${refused.join(', ')}` : ''),
    );
    // The capture works: the lists of orders and approvals reach the database.
    expect(statementCount).toBeGreaterThan(calls.length);
    expect(notServed, 'lists answering 5xx').toEqual([]);
    expect(unkeyed, 'lists taking ?after= whose page 199 has a next page but no next_after').toEqual([]);
    console.log(`[list-indexes] page ${DEEP_PAGE} by key: ${keyed.join(', ')}`);
    // A query per row (or per kind, per step...) shows as a list that sends many statements.
    expect(chatty, `lists sending more than ${MAX_STATEMENTS_PER_LIST} statements (a query per row?)`).toEqual([]);
    // Each statement's plan is drawn once, where it first fails.
    const drawn = new Set<string>();
    const report = [...failures]
      .map(([request, byStatement]) =>
        [
          request,
          ...[...byStatement].map(([text, { problems, plan }]) => {
            const lines = [`  ${shorten(text)}`, ...problems.map((p) => `    → ${p}`)];
            if (!drawn.has(text)) lines.push(outline(plan, '      '));
            drawn.add(text);
            return lines.join('\n');
          }),
        ].join('\n'),
      )
      .join('\n');
    expect(failures.size, `lists whose plans read the history (estimated rows; LIST_INDEXES_PLANS=1 draws every plan):\n${report}`).toBe(0);
  }, 300_000);

  it('bites: a list that scans, sorts or counts its history is found through the same capture', async () => {
    const db = handle!.db;
    const statements = await capture(async () => {
      // ordered by a column no index serves
      await db.execute(sql`SELECT * FROM orders WHERE company_id = ${SA} ORDER BY title LIMIT 10`);
      // filtered on a jsonb field no index serves, with no company to narrow it
      await db.execute(sql`SELECT * FROM push_messages WHERE extras->>'id' = ${SA} LIMIT 10`);
      // counted over the whole history
      await db.execute(sql`SELECT count(*) FROM approval_steps WHERE company_id = ${SA}`);
    });
    expect(statements).toHaveLength(3);
    const found = await problemsOf(statements, DEFAULT_MAX_ROWS);
    const kinds = found.map(({ statement, problem }) => `${statement.text.replace(/\s+/g, ' ')} | ${problem.kind} ${problem.relation}`);
    expect(kinds).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/ORDER BY title.* sort orders$/),
        expect.stringMatching(/push_messages.* seq scan push_messages$/),
        expect.stringMatching(/count.* aggregate approval_steps$/),
      ]),
    );
  });
});
