/**
 * The assistant's lists at scale (issue 40, as issue 33 asks of every list): the platform's guard
 * (src/list-indexes.test.ts) grows the platform's tables, not this family's; here company `sa` gets
 * 10,000 conversations of one person and 10,000 of one guest device, 10,000 messages in one
 * conversation and 10,000 ratings (a third of them down, so page 200 of those is still inside them), and every list of the family is requested on page 1 and page 200
 * while every SELECT is captured and EXPLAINed (src/bench/scale/plan-check.ts): no sequential scan of
 * a big table, no sort, hash or aggregate of the history, at most 8 statements a request. PostgreSQL only.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { aiEndpoints, aiGuestEndpoints, authEndpoints, endpointUrl, type AuthData } from '@campus/contracts';
import { buildServer, type HubServer } from '../../platform/app.ts';
import { openPostgres } from '../../platform/db/postgres.ts';
import type { DatabaseHandle } from '../../platform/db/types.ts';
import { B, auth, tenants } from '../../platform/test/harness.ts';
import { adminQuery, copyTemplateDatabase, databaseUrl } from '../../platform/test/pg-admin.ts';
import { DEMO_PASSWORD, DEMO_PHONE } from '../../platform/seed/data.ts';
import { seedStaffId } from '../../platform/seed/ids.ts';
import { checkPlan, DEFAULT_MAX_ROWS, outline, type ExplainJson } from '../../bench/scale/plan-check.ts';
import { aiKey } from './seed.ts';

const SA = B.id;
const ROWS = 10_000;
const BIG = 5_000;
const DEEP_PAGE = 200;
const PAGE_SIZE = 10;
const MAX_STATEMENTS = 8;
const DEVICE = 'scale-device-000000001';

/** Grows the family's tables of `c` in SQL (md5 ids), all of 普通员工 and one guest device. */
async function grow(handle: DatabaseHandle, c: string): Promise<void> {
  const staff = seedStaffId(c, 'staff');
  const conversation = aiKey.conversation(c);
  const db = handle.db;
  const id = (kind: string) => sql.raw(`md5('${c}:${kind}:' || n)::uuid`);
  await db.execute(sql`
    INSERT INTO ai_conversations (company_id, id, owner, kind, title, preview, message_count, created_at, updated_at)
    SELECT ${c}, ${id('conversation')}, CASE WHEN n <= ${ROWS} THEN ${`staff:${staff}`} ELSE ${`device:${DEVICE}`} END, 'general', '问题' || n, '',
      0, now() - (n || ' minutes')::interval, now() - (n || ' minutes')::interval
    FROM generate_series(1, ${sql.raw(String(2 * ROWS))}) n`);
  await db.execute(sql`
    INSERT INTO ai_messages (company_id, id, conversation_id, seq, role, text, status, created_at, updated_at)
    SELECT ${c}, ${id('message')}, ${conversation}, n + 2, CASE WHEN n % 2 = 1 THEN 'user' ELSE 'assistant' END, '内容' || n, 'done', now(), now()
    FROM generate_series(1, ${ROWS}) n`);
  await db.execute(
    sql`UPDATE ai_conversations SET message_count = message_count + ${ROWS} WHERE company_id = ${c} AND id = ${conversation}`,
  );
  await db.execute(sql`
    INSERT INTO ai_ratings (company_id, id, message_id, conversation_id, rater_id, score, tags, text, rated_at)
    SELECT ${c}, ${id('rating')}, ${id('message')}, ${conversation}, ${staff}, CASE WHEN n % 3 = 0 THEN 'down' ELSE 'up' END, '{}', '', now() - (n || ' minutes')::interval
    FROM generate_series(1, ${ROWS}) n`);
  await db.execute(sql`ANALYZE`);
}

type QueryFn = (this: pg.Client, ...args: unknown[]) => unknown;
interface Statement {
  text: string;
  values: unknown[];
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('the assistant pages its lists through indexes [postgres] (issue 40)', () => {
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
    await grow(handle, SA);
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
        payload: { phone, password: DEMO_PASSWORD, company_id: SA },
      })
    ).json<AuthData>().token;

  it('issue 40: every list of the family, page 1 and page 200, reads no history: no scan, sort or hash of a big table, no query per row', async () => {
    for (const table of ['ai_conversations', 'ai_messages', 'ai_ratings']) expect(big.has(table), `${table} is big`).toBe(true);
    const staff = await login('13800000005');
    const admin = await login(DEMO_PHONE);
    const lists: [string, Record<string, string>, string | null][] = [
      [endpointUrl(aiEndpoints.listConversations), {}, staff],
      [endpointUrl(aiEndpoints.listMessages, { id: aiKey.conversation(SA) }), {}, staff],
      [endpointUrl(aiEndpoints.listRatings), {}, admin],
      [endpointUrl(aiEndpoints.listRatings), { score: 'down' }, admin],
      [endpointUrl(aiGuestEndpoints.listConversations), { company_id: SA, device_id: DEVICE }, null],
    ];
    const failures: string[] = [];
    const times: string[] = [];
    for (const [path, query, token] of lists) {
      for (const page of [1, DEEP_PAGE]) {
        const url = `${path}?${new URLSearchParams({ ...query, page: String(page), page_size: String(PAGE_SIZE) }).toString()}`;
        const statements: Statement[] = [];
        recording = statements;
        const started = performance.now();
        const answer = await app!.inject({ method: 'GET', url, headers: token ? auth(token) : {} });
        const ms = performance.now() - started;
        recording = null;
        times.push(`${path} p${String(page)} ${ms.toFixed(0)} ms`);
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
    console.log(`[ai list-scale] ${times.join(', ')}`);
    expect(failures, failures.join('\n\n')).toEqual([]);
  }, 300_000);
});
