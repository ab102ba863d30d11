import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery, databaseUrl } from '../test/pg-admin.ts';
import { HOT_AFTER, statementName } from './prepared-statements.ts';
import { openPostgres } from './postgres.ts';
import type { DatabaseHandle } from './types.ts';

describe('hot statements are named (issue 33: a list planned once per connection)', () => {
  it('a text is named from its HOT_AFTER-th run on, always with the same name; a long one never', () => {
    const text = `SELECT ${randomBytes(8).toString('hex')} WHERE id = $1`;
    const names = Array.from({ length: HOT_AFTER + 2 }, () => statementName(text));
    expect(names.slice(0, HOT_AFTER - 1)).toEqual(Array(HOT_AFTER - 1).fill(null));
    const named = names.slice(HOT_AFTER - 1);
    expect(named[0]).toMatch(/^hub_[\w-]{22}$/);
    expect(new Set(named).size).toBe(1);
    const long = `SELECT 1 WHERE id IN (${'$1,'.repeat(6000)}$1)`;
    expect([statementName(long), statementName(long), statementName(long)]).toEqual([null, null, null]);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('hot statements on PostgreSQL [postgres] (issue 33)', () => {
  const base = process.env.TEST_DATABASE_URL ?? '';
  const name = `campus_t_${randomBytes(6).toString('hex')}`;
  let handle: DatabaseHandle;
  let plain: DatabaseHandle;

  beforeAll(async () => {
    await adminQuery(base, `CREATE DATABASE "${name}"`);
    handle = openPostgres({ url: databaseUrl(base, name), poolSize: 1 });
    plain = openPostgres({ url: databaseUrl(base, name), poolSize: 1, preparedStatements: false });
  });
  afterAll(async () => {
    await handle?.close();
    await plain?.close();
    await adminQuery(base, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });

  const preparedOn = async (h: DatabaseHandle): Promise<string[]> =>
    (
      (await h.db.execute(sql`SELECT statement FROM pg_prepared_statements ORDER BY statement`)) as unknown as {
        rows: { statement: string }[];
      }
    ).rows.map((r) => r.statement);

  it('the same answers; the connection keeps the repeated statement prepared, not a one-off or an unparameterized one', async () => {
    const marker = randomBytes(4).toString('hex');
    const repeated = (n: number) => handle.db.execute(sql`SELECT ${n}::int + 1 AS n, ${marker}::text AS m`);
    const answers = [];
    for (let n = 0; n < 8; n += 1) answers.push(((await repeated(n)) as unknown as { rows: { n: number }[] }).rows[0]?.n);
    expect(answers).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    await handle.db.execute(sql`SELECT ${`once-${marker}`}::text AS one_off`);
    const prepared = await preparedOn(handle);
    expect(prepared.filter((s) => s.includes('$1::int + 1'))).toHaveLength(1);
    expect(prepared.some((s) => s.includes('one_off'))).toBe(false);
    expect(prepared.some((s) => s.includes('pg_prepared_statements'))).toBe(false);
  });

  it('DB_PREPARED_STATEMENTS=0 (a transaction-mode pooler): nothing stays prepared', async () => {
    for (let n = 0; n < 4; n += 1) await plain.db.execute(sql`SELECT ${n}::int AS plain_n`);
    // drizzle's own named statement (a statement built once) runs unnamed too, with the same answer
    const builtOnce = plain.db
      .select({ n: sql<number>`${sql.placeholder('n')}::int * 2` })
      .from(sql`(SELECT 1) AS one`)
      .prepare('doubled');
    expect(await builtOnce.execute({ n: 21 })).toEqual([{ n: 42 }]);
    expect(await preparedOn(plain)).toEqual([]);
  });
});
