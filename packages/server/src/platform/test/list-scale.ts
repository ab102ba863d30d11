/**
 * A family's lists at scale (issue 33 asks it of every list): the platform's guard
 * (src/list-indexes.test.ts) grows the platform's tables, not a family's, so a family grows its own in
 * `grow` and names its lists; each is requested on page 1 and page 200 of company `sa` while every
 * SELECT is captured and EXPLAINed (src/bench/scale/plan-check.ts): no sequential scan of a big table,
 * no sort, hash or aggregate of the history, at most 8 statements a request. PostgreSQL only.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { authEndpoints, endpointUrl, type AuthData } from '@campus/contracts';
import { buildServer, type HubServer } from '../app.ts';
import { openPostgres } from '../db/postgres.ts';
import type { DatabaseHandle } from '../db/types.ts';
import { DEMO_PASSWORD } from '../seed/data.ts';
import { checkPlan, DEFAULT_MAX_ROWS, outline, type ExplainJson } from '../../bench/scale/plan-check.ts';
import { B, auth, tenants } from './harness.ts';
import { adminQuery, copyTemplateDatabase, databaseUrl } from './pg-admin.ts';

const BIG = 5_000;
const DEEP_PAGE = 200;
const PAGE_SIZE = 10;
const MAX_STATEMENTS = 8;

/** One list to request: its path, query and the token of who asks (null: no login). */
export interface ScaleList {
  path: string;
  query?: Readonly<Record<string, string | number | undefined>>;
  token: string | null;
}

export interface ListScaleSuite {
  /** e.g. 'the assistant', 'issue 40'. */
  family: string;
  issue: string;
  /** Tables grown past 5,000 rows, which the plans must not scan. */
  bigTables: readonly string[];
  /** Grows company `companyId`'s history in SQL (ANALYZE included). */
  grow(handle: DatabaseHandle, companyId: string): Promise<void>;
  /** The family's lists, given a sign-in of a seeded phone of `sa`. */
  lists(login: (phone: string) => Promise<string>): Promise<ScaleList[]>;
}

type QueryFn = (this: pg.Client, ...args: unknown[]) => unknown;
interface Statement {
  text: string;
  values: unknown[];
}

export function describeListScale(suite: ListScaleSuite): void {
  describe.skipIf(!process.env.TEST_DATABASE_URL)(`${suite.family} pages its lists through indexes [postgres] (${suite.issue})`, () => {
    const base = process.env.TEST_DATABASE_URL ?? '';
    const name = `campus_t_${randomBytes(6).toString('hex')}`;
    const proto = pg.Client.prototype as unknown as { query: QueryFn };
    const originalQuery = proto.query;
    let recording: Statement[] | null = null;
    let handle: DatabaseHandle | undefined;
    let app: HubServer | undefined;
    let explainer: pg.Client | undefined;
    const big = new Map<string, number>();

    beforeAll(async () => {
      await copyTemplateDatabase(base, name, inject('pgTemplate'));
      handle = openPostgres({ url: databaseUrl(base, name), poolSize: 5 });
      await suite.grow(handle, B.id);
      explainer = new pg.Client({ connectionString: databaseUrl(base, name) });
      await explainer.connect();
      const rels = await explainer.query<{ relname: string; reltuples: number }>(
        `SELECT relname, reltuples::float8 AS reltuples FROM pg_class
         WHERE relkind IN ('r', 'p', 'm') AND relnamespace = 'public'::regnamespace AND reltuples >= $1`,
        [BIG],
      );
      for (const r of rels.rows) big.set(r.relname, Number(r.reltuples));
      app = await buildServer({
        db: handle,
        tenants,
        distDir: null,
        logger: false,
        loginRateLimit: { max: 10_000, timeWindowMs: 60_000 },
        closeGraceMs: 100,
        demoMode: true,
      });
      // every SELECT the server sends, with its values, to EXPLAIN on a connection of its own
      proto.query = function (this: pg.Client, ...args: unknown[]) {
        const [first, second] = args;
        const config = typeof first === 'string' ? { text: first } : (first as { text?: unknown; values?: unknown } | null);
        if (recording && config && typeof config.text === 'string' && /^\s*(select|with)\b/i.test(config.text)) {
          const values = Array.isArray(second) ? second : Array.isArray(config.values) ? config.values : [];
          recording.push({ text: config.text, values });
        }
        return originalQuery.apply(this, args);
      };
    }, 600_000);

    afterAll(async () => {
      proto.query = originalQuery;
      await app?.close();
      await explainer?.end();
      await handle?.close();
      await adminQuery(base, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    });

    const login = async (phone: string) =>
      (
        await app!.inject({
          method: 'POST',
          url: endpointUrl(authEndpoints.login),
          payload: { phone, password: DEMO_PASSWORD, company_id: B.id },
        })
      ).json<AuthData>().token;

    it(`${suite.issue}: every list of the family, page 1 and page 200, reads no history: no scan, sort or hash of a big table, no query per row`, async () => {
      for (const table of suite.bigTables) expect(big.has(table), `${table} is big`).toBe(true);
      const failures: string[] = [];
      const times: string[] = [];
      for (const { path, query = {}, token } of await suite.lists(login)) {
        for (const page of [1, DEEP_PAGE]) {
          const params = {
            ...Object.fromEntries(Object.entries(query).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]]))),
            page: String(page),
            page_size: String(PAGE_SIZE),
          };
          const url = `${path}?${new URLSearchParams(params).toString()}`;
          const statements: Statement[] = [];
          recording = statements;
          const started = performance.now();
          const answer = await app!.inject({ method: 'GET', url, headers: token ? auth(token) : {} });
          const ms = performance.now() - started;
          recording = null;
          times.push(`${url} ${ms.toFixed(0)} ms`);
          expect(answer.statusCode, `${url}: ${answer.body}`).toBe(200);
          expect((answer.json() as { results: unknown[] }).results.length, url).toBe(PAGE_SIZE);
          if (statements.length > MAX_STATEMENTS) failures.push(`${url}: ${String(statements.length)} statements`);
          for (const statement of statements) {
            const plan = (
              await explainer!.query<{ 'QUERY PLAN': ExplainJson }>({
                text: `EXPLAIN (FORMAT JSON) ${statement.text}`,
                values: statement.values,
              })
            ).rows[0]!['QUERY PLAN'];
            const problems = checkPlan(plan, big, { maxRows: DEFAULT_MAX_ROWS + (page - 1) * PAGE_SIZE });
            if (problems.length)
              failures.push(
                `${url}\n  ${statement.text.slice(0, 300)}\n  ${problems.map((p) => p.message).join('; ')}\n${outline(plan, '    ')}`,
              );
          }
        }
      }
      console.log(`[${suite.family} list-scale] ${times.join(', ')}`);
      expect(failures, failures.join('\n\n')).toEqual([]);
    }, 300_000);
  });
}
