import { asc, eq, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { A, describeOnEveryDatabase } from '../test/harness.ts';
import { countLimit, pageIdsAndCount, pageIdsWithCount, pageIdsWithCountStatements } from './bounded-count.ts';
import { staff } from './schema.ts';
import type { Database } from './types.ts';

type PageOf = (db: Database, where: SQL, order: SQL[], page: number, size: number) => Promise<{ ids: string[]; total: number }>;

/** The two ways a list reads its page's ids and count: one walk with a window, or a page that carries its count. */
const ways: [string, PageOf][] = [
  [
    'pageIdsAndCount: a page and its count from one walk',
    (db, where, order, page, size) => pageIdsAndCount(db, staff, staff.id, where, order, page, size),
  ],
  [
    'pageIdsWithCount: a page carrying its count, the count alone past the end',
    (db, where, order, page, size) => pageIdsWithCount(pageIdsWithCountStatements(db, staff, staff.id, where, order), {}, page, size),
  ],
];

describeOnEveryDatabase('a page’s ids and its bounded count (issue 33)', (h) => {
  describe.each(ways)('%s', (_name, pageOf) => {
    it('answers each page’s ids in the list’s order and the count, up to the end and past it', async () => {
      const db = h().db.handle.db;
      const where = eq(staff.companyId, A.id);
      const order = [asc(staff.phone), asc(staff.id)];
      const all = (
        await db
          .select({ id: staff.id })
          .from(staff)
          .where(where)
          .orderBy(...order)
      ).map((r) => r.id);
      expect(all.length).toBeGreaterThan(4);
      const size = 3;
      const pages = Math.ceil(all.length / size);
      for (let page = 1; page <= pages + 1; page += 1) {
        const answer = await pageOf(db, where, order, page, size);
        expect(answer).toEqual({ ids: all.slice((page - 1) * size, page * size), total: Math.min(all.length, countLimit(page, size)) });
      }
    });

    it('answers no ids and a count of 0 for a filter nothing matches', async () => {
      const db = h().db.handle.db;
      const nobody = eq(staff.phone, 'nobody');
      expect(await pageOf(db, nobody, [asc(staff.phone), asc(staff.id)], 1, 10)).toEqual({ ids: [], total: 0 });
    });
  });
});
