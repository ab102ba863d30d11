import { beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { directoryEndpoints, endpointUrl, staffPageSchema, type StaffPage } from '@campus/contracts';
import { A, B, describeOnEveryDatabase } from '../test/harness.ts';
import { clientOf, type Client } from '../test/client.ts';
import { seedId } from '../seed/ids.ts';

/**
 * Issue 33 ("the 200th page as fast as the first"): the staff picker without a search continues by
 * key. Each page's `next_after` (its last staff), sent back as `?after=`, starts the next page at
 * the staff after him in the walk (departments in order, each one's staff by name, then the staff
 * without a department): the pages by offset, however the page ends fall on a department's edge.
 */
describeOnEveryDatabase('the staff picker continues by key (issue 33)', (h) => {
  let admin: Client;
  const list = async (query: string, who: Client = admin): Promise<StaffPage> => {
    const res = await who.get(`${endpointUrl(directoryEndpoints.listStaffs)}?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return staffPageSchema.parse(res.json());
  };
  /** Every page of `filter` three at a time, each after the page before's next_after. */
  const byKey = async (filter: string): Promise<StaffPage[]> => {
    const pages = [await list(`${filter}page_size=3`)];
    for (let last = pages[0]!; last.next !== null; last = pages.at(-1)!) {
      expect(last.next_after).toBe(last.results.at(-1)?.id);
      pages.push(await list(`${filter}page=${last.next}&page_size=3&after=${last.next_after}`));
    }
    return pages;
  };
  const ids = (pages: StaffPage[]): string[] => pages.flatMap((p) => p.results.map((r) => r.id));

  beforeAll(async () => {
    admin = await clientOf(h(), A.id);
    // Seven more in 信息中心 and five without a department, so pages cross departments and the tail.
    await h().db.handle.db.execute(
      sql`INSERT INTO staff (company_id, id, name, phone, department_id)
          SELECT ${A.id}, gen_random_uuid(), '翻页员工' || g, '1390000' || lpad(g::text, 4, '0'),
                 CASE WHEN g <= 7 THEN ${seedId(A.id, 'department:it')}::uuid END
          FROM generate_series(1, 12) g`,
    );
  });

  it('issue 33: the whole picker by key is the offset list, across departments and the staff without one', async () => {
    const all = await list('page_size=100');
    expect(all.results.some((s) => s.department_id === null)).toBe(true);
    const pages = await byKey('');
    expect(ids(pages)).toEqual(all.results.map((s) => s.id));
    expect(pages.every((p) => p.count === all.count)).toBe(true);
    expect(pages.at(-1)).toMatchObject({ next: null, next_after: null });
  });

  it("issue 33: one department's staff by key; a search pages by offset (next_after null)", async () => {
    const filter = `department_id=${seedId(A.id, 'department:it')}&`;
    const all = await list(`${filter}page_size=100`);
    expect(all.count).toBeGreaterThan(6);
    expect(ids(await byKey(filter))).toEqual(all.results.map((s) => s.id));
    const searched = await list('search=翻页员工&page_size=3');
    expect(searched.next).toBe(2);
    expect(searched.next_after).toBeNull();
  });

  it('issue 33: an anchor of another company, or outside the department, pages by offset', async () => {
    const other = await clientOf(h(), B.id);
    const bAnchor = (await list('page_size=1', other)).next_after;
    expect(bAnchor).not.toBeNull();
    const byOffset = await list('page=2&page_size=3');
    expect((await list(`page=2&page_size=3&after=${bAnchor}`)).results).toEqual(byOffset.results);
    const noDepartment = (await list('page_size=100')).results.find((s) => s.department_id === null)!;
    const filter = `department_id=${seedId(A.id, 'department:it')}&`;
    expect((await list(`${filter}page=2&page_size=3&after=${noDepartment.id}`)).results).toEqual(
      (await list(`${filter}page=2&page_size=3`)).results,
    );
  });
});
