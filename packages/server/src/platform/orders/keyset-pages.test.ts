import { beforeAll, expect, it } from 'vitest';
import {
  approvalEndpoints,
  approvalPageSchema,
  endpointUrl,
  orderDetailSchema,
  orderEndpoints,
  orderPageSchema,
  type ApprovalPage,
  type OrderPage,
} from '@campus/contracts';
import { A, B, describeOnEveryDatabase } from '../test/harness.ts';
import { clientOf, type Client } from '../test/client.ts';
import { strictlyIncreasingClock } from '../test/clock.ts';
import { genericStatuses, registerOrderType } from './order-types.ts';

/**
 * Issue 33 ("the 200th page as fast as the first"): 待我审批 and 我已审批 continue by key. A page's
 * `next_after`, sent back as `?after=` with `next`, starts the next page right after the step the
 * page ended on: the same rows as paging by offset while nothing changes, none skipped when the
 * approver acts on rows above it.
 */
registerOrderType({ type: 'test_keyset', module: 'forms', name: '测试翻页', ...genericStatuses });

const ORDERS = 12;
const PAGE = 5;

describeOnEveryDatabase(
  'approval lists continue by key (issue 33)',
  (h) => {
    let staff: Client;
    let approver: Client;
    let submitted: string[] = [];

    const list = async (who: Client, kind: 'todo' | 'done', query: string): Promise<ApprovalPage> => {
      const res = await who.get(`${endpointUrl(approvalEndpoints[kind])}?order_type=test_keyset&${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return approvalPageSchema.parse(res.json());
    };
    /** Every page from page 1, each asked with the `next_after` of the one before. */
    const byKey = async (kind: 'todo' | 'done'): Promise<ApprovalPage[]> => {
      const pages = [await list(approver, kind, `page_size=${PAGE}`)];
      for (let last = pages[0]!; last.next !== null; last = pages.at(-1)!) {
        expect(last.next_after).not.toBeNull();
        pages.push(await list(approver, kind, `page=${last.next}&page_size=${PAGE}&after=${last.next_after}`));
      }
      return pages;
    };
    const ids = (pages: ApprovalPage[]): string[] => pages.flatMap((p) => p.results.map((r) => r.id));

    beforeAll(async () => {
      staff = await clientOf(h(), A.id, '13800000005');
      approver = await clientOf(h(), A.id, '13800000004');
      const admin = await clientOf(h(), A.id);
      const chain = { steps: [{ kind: 'staff', staff_id: approver.id }] };
      expect((await admin.put(endpointUrl(approvalEndpoints.getChain, { order_type: 'test_keyset' }), chain)).statusCode).toBe(200);
      submitted = [];
      for (let i = 0; i < ORDERS; i++) {
        const res = await staff.post(endpointUrl(orderEndpoints.submit), {
          order_type: 'test_keyset',
          title: `翻页 ${i}`,
          fields: [{ label: '序号', value: String(i) }],
        });
        expect(res.statusCode, res.body).toBe(201);
        submitted.push(orderDetailSchema.parse(res.json()).id);
      }
    });

    it('issue 33: 待我审批 by key gives the offset pages, newest first, and ends with next_after null', async () => {
      const pages = await byKey('todo');
      expect(pages.map((p) => p.results.length)).toEqual([5, 5, 2]);
      expect(ids(pages)).toEqual([...submitted].reverse());
      expect(pages.map((p) => p.count)).toEqual([ORDERS, ORDERS, ORDERS]);
      expect(pages.at(-1)).toMatchObject({ next: null, next_after: null, previous: 2 });
      const byOffset = await list(approver, 'todo', `page=2&page_size=${PAGE}`);
      expect(byOffset.results.map((r) => r.id)).toEqual(pages[1]!.results.map((r) => r.id));
    });

    it('issue 33: acting on rows of page 1 does not shift page 2 by key (by offset it skips them)', async () => {
      const first = await list(approver, 'todo', `page_size=${PAGE}`);
      const expected = [...submitted].reverse().slice(PAGE, 2 * PAGE);
      for (const row of first.results.slice(0, 2)) {
        expect((await approver.post(endpointUrl(orderEndpoints.approve, { id: row.id }), { comment: '同意' })).statusCode).toBe(200);
      }
      const second = await list(approver, 'todo', `page=2&page_size=${PAGE}&after=${first.next_after}`);
      expect(second.results.map((r) => r.id)).toEqual(expected);
      const shifted = await list(approver, 'todo', `page=2&page_size=${PAGE}`);
      expect(shifted.results.map((r) => r.id)).toEqual([...submitted].reverse().slice(PAGE + 2, 2 * PAGE + 2));
    });

    it('issue 33: 我已审批 by key gives the offset pages, the latest action first', async () => {
      for (const id of submitted.slice(0, 6)) await approver.post(endpointUrl(orderEndpoints.approve, { id }), { comment: '同意' });
      const pages = await byKey('done');
      const all = await list(approver, 'done', 'page_size=100');
      expect(all.count).toBeGreaterThan(PAGE);
      expect(ids(pages)).toEqual(all.results.map((r) => r.id));
      for (const row of pages.flatMap((p) => p.results)) expect(row.my_step.state).toBe('approved');
    });

    it('issue 33: 我发起的 (/orders/) by key gives the offset pages, each filter too', async () => {
      for (const filter of ['order_type=test_keyset', 'order_type=test_keyset&status=10']) {
        const pages: OrderPage[] = [];
        let query = `${filter}&page_size=${PAGE}`;
        for (;;) {
          const res = await staff.get(`${endpointUrl(orderEndpoints.list)}?${query}`);
          expect(res.statusCode, res.body).toBe(200);
          const page = orderPageSchema.parse(res.json());
          pages.push(page);
          if (page.next === null) break;
          query = `${filter}&page=${page.next}&page_size=${PAGE}&after=${page.next_after}`;
        }
        const all = orderPageSchema.parse((await staff.get(`${endpointUrl(orderEndpoints.list)}?${filter}&page_size=100`)).json());
        expect(pages.flatMap((p) => p.results.map((r) => r.id))).toEqual(all.results.map((r) => r.id));
        expect(pages.at(-1)?.next_after).toBeNull();
      }
    });

    it('issue 33: an after that is not an id is refused with the field named; an unknown or foreign one pages by offset', async () => {
      const bad = await approver.get(`${endpointUrl(approvalEndpoints.todo)}?page=2&after=not-a-step`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ after: ['请输入有效的值。'] });
      const byOffset = await list(approver, 'todo', `page=2&page_size=2`);
      const unknown = await list(approver, 'todo', `page=2&page_size=2&after=00000000-0000-4000-8000-000000000000`);
      expect(unknown.results.map((r) => r.id)).toEqual(byOffset.results.map((r) => r.id));
      expect(unknown.count).toBe(byOffset.count);
      const mineByOffset = await staff.get(`${endpointUrl(orderEndpoints.list)}?page=2&page_size=2`);
      const mineUnknown = await staff.get(
        `${endpointUrl(orderEndpoints.list)}?page=2&page_size=2&after=00000000-0000-4000-8000-000000000000`,
      );
      expect(orderPageSchema.parse(mineUnknown.json()).results).toEqual(orderPageSchema.parse(mineByOffset.json()).results);
      // Company B's approver with a step of company A as his anchor sees his own list, from the offset.
      const other = await clientOf(h(), B.id, '13800000004');
      const aStep = (await list(approver, 'todo', 'page_size=1')).next_after;
      expect(aStep).not.toBeNull();
      const mine = await other.get(`${endpointUrl(approvalEndpoints.todo)}?page=1&page_size=100`);
      const peeked = await other.get(`${endpointUrl(approvalEndpoints.todo)}?page=1&page_size=100&after=${aStep}`);
      expect(peeked.statusCode).toBe(200);
      expect(approvalPageSchema.parse(peeked.json()).results.map((r) => r.id)).toEqual(
        approvalPageSchema.parse(mine.json()).results.map((r) => r.id),
      );
    });
  },
  { now: strictlyIncreasingClock() },
);
