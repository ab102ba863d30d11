import { beforeAll, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  noticeCommentPageSchema,
  noticeDetailSchema,
  noticePageSchema,
  publicNoticeSchema,
  noticeEndpoints,
  messageEndpoints,
  endpointUrl,
} from '@campus/contracts';
import { A, describeOnDatabase, staffId } from '../../platform/test/harness.ts';
import { clientOf, pushRecorder, type Client } from '../../platform/test/client.ts';
import { noticeId } from './seed.ts';
import { staff as staffTable } from '../../platform/db/schema.ts';

const recorder = pushRecorder();

describeOnDatabase(
  'notices (/notice [noticeDetail], /notices, /noticeDetails, /addNotice, /noticeComment)',
  (h) => {
    let staff: Client;
    let admin: Client;
    beforeAll(async () => {
      staff = await clientOf(h(), A.id, '13800000005');
      admin = await clientOf(h(), A.id);
    });

    it('issue: the list is paged, newest first, with the read state per staff', async () => {
      const page = noticePageSchema.parse((await staff.get(endpointUrl(noticeEndpoints.list))).json());
      expect(page.count).toBe(3);
      expect(page.can_publish).toBe(false);
      expect(page.results.map((n) => n.title)).toEqual(['消防安全演练通知', '员工餐厅营业时间调整', '关于国庆节放假安排的通知']);
      expect(page.results.every((n) => !n.is_read)).toBe(true);
      expect(page.results[2]).toMatchObject({ is_public: true, author: { name: '演示员工' }, comment_count: 0 });
      expect(page.results[0]).not.toHaveProperty('content');
      const mine = noticePageSchema.parse((await admin.get(endpointUrl(noticeEndpoints.list))).json());
      expect(mine.can_publish).toBe(true);
      expect(mine.results.every((n) => n.is_read)).toBe(true); // the author has read them
      const p2 = noticePageSchema.parse((await staff.get(`${endpointUrl(noticeEndpoints.list)}?page=2&page_size=2`)).json());
      expect(p2).toMatchObject({ count: 3, next: null, previous: 1 });
    });

    it('issue: opening a notice marks it read for the caller only; unread count follows', async () => {
      const patrol = await clientOf(h(), A.id, '13800000001');
      expect((await staff.get(endpointUrl(noticeEndpoints.unreadCount))).json()).toEqual({ count: 3 });
      const id = noticeId(A.id, 'canteen');
      const d = noticeDetailSchema.parse((await staff.get(endpointUrl(noticeEndpoints.get, { id }))).json());
      expect(d).toMatchObject({ id, title: '员工餐厅营业时间调整', is_read: true, content: expect.stringContaining('17:30') });
      expect((await staff.get(endpointUrl(noticeEndpoints.get, { id }))).statusCode).toBe(200); // twice is fine
      expect((await staff.get(endpointUrl(noticeEndpoints.unreadCount))).json()).toEqual({ count: 2 });
      expect((await patrol.get(endpointUrl(noticeEndpoints.unreadCount))).json()).toEqual({ count: 3 });
      const unread = noticePageSchema.parse((await staff.get(`${endpointUrl(noticeEndpoints.list)}?unread=true`)).json());
      expect(unread.results.map((n) => n.id)).not.toContain(id);
      expect(unread.count).toBe(2);
      expect((await staff.get(endpointUrl(noticeEndpoints.get, { id: 'nope' }))).json()).toEqual({ detail: '未找到' });
    });

    it('issue 33: the notices and the unread ones continue by key: next_after of one page starts the next, the same rows as by offset', async () => {
      const patrol = await clientOf(h(), A.id, '13800000001');
      for (const filter of ['', 'unread=true&']) {
        const byOffset = noticePageSchema.parse((await patrol.get(`${endpointUrl(noticeEndpoints.list)}?${filter}page_size=100`)).json());
        expect(byOffset.count).toBeGreaterThan(1);
        const first = noticePageSchema.parse((await patrol.get(`${endpointUrl(noticeEndpoints.list)}?${filter}page_size=1`)).json());
        const ids = [first.results[0]?.id];
        for (let page = first; page.next !== null;) {
          expect(page.next_after).toBe(page.results.at(-1)?.id);
          page = noticePageSchema.parse(
            (
              await patrol.get(`${endpointUrl(noticeEndpoints.list)}?${filter}page=${page.next}&page_size=1&after=${page.next_after}`)
            ).json(),
          );
          expect(page.count).toBe(byOffset.count);
          ids.push(page.results[0]?.id);
          if (page.next === null) expect(page.next_after).toBeNull();
        }
        expect(ids).toEqual(byOffset.results.map((n) => n.id));
      }
    });

    it('issue: only staff allowed to publish may add a notice (403 没有发布权限); role admin or the can_publish flag', async () => {
      const denied = await staff.post(endpointUrl(noticeEndpoints.list), { title: '通知', content: '内容' });
      expect(denied.statusCode).toBe(403);
      expect(denied.json()).toEqual({ detail: '没有发布权限' });
      await h()
        .db.handle.db.update(staffTable)
        .set({ canPublish: true })
        .where(and(eq(staffTable.companyId, A.id), eq(staffTable.id, staffId(A.id, 'repairman'))));
      const publisher = await clientOf(h(), A.id, '13800000002');
      const res = await publisher.post(endpointUrl(noticeEndpoints.list), { title: '停水通知', content: '明天上午停水' });
      expect(res.statusCode).toBe(201);
      expect(noticePageSchema.parse((await publisher.get(endpointUrl(noticeEndpoints.list))).json()).can_publish).toBe(true);
      const bad = await admin.post(endpointUrl(noticeEndpoints.list), { title: ' ', content: '' });
      expect(bad.json()).toEqual({ title: ['请填写标题'], content: ['请填写内容'] });
    });

    it('issue: a new notice pushes {msg_type: NOTICE, msg_id} to every other staff of the company', async () => {
      recorder.clear();
      const res = await admin.post(endpointUrl(noticeEndpoints.list), {
        title: '新年联欢会',
        content: '周五晚在礼堂举行',
        is_public: false,
      });
      expect(res.statusCode).toBe(201);
      const n = noticeDetailSchema.parse(res.json());
      expect(n).toMatchObject({ title: '新年联欢会', is_public: false, is_read: true, author: { id: admin.id } });
      const targets = recorder.sent.map((p) => p.staffId).sort();
      const everyoneElse = ['patrolman', 'repairman', 'off3driver', 'approver', 'staff', 'wechat'].map((k) => staffId(A.id, k)).sort();
      expect(targets).toEqual(everyoneElse);
      for (const p of recorder.sent) {
        expect(p.companyId).toBe(A.id);
        expect(p.message).toMatchObject({ title: '新公告', content: '新年联欢会', extras: { msg_type: 'NOTICE', msg_id: n.id } });
      }
      // Stored in each message list too.
      const msgs = (await staff.get(endpointUrl(messageEndpoints.list))).json<{
        results: { msg_type: string; extras: { msg_id: string } }[];
      }>();
      expect(msgs.results[0]).toMatchObject({ msg_type: 'NOTICE', extras: { msg_id: n.id } });
      const list = noticePageSchema.parse((await staff.get(endpointUrl(noticeEndpoints.list))).json());
      expect(list.results[0]).toMatchObject({ id: n.id, is_read: false });
    });

    it('issue: comments under a notice (/noticeComment): post and list, oldest first', async () => {
      const id = noticeId(A.id, 'fire');
      expect((await staff.post(endpointUrl(noticeEndpoints.listComments, { id }), { content: '' })).json()).toEqual({
        content: ['请填写评论内容'],
      });
      expect((await staff.post(endpointUrl(noticeEndpoints.listComments, { id }), { content: '收到，准时参加' })).statusCode).toBe(201);
      expect((await admin.post(endpointUrl(noticeEndpoints.listComments, { id }), { content: '谢谢配合' })).statusCode).toBe(201);
      const page = noticeCommentPageSchema.parse((await staff.get(endpointUrl(noticeEndpoints.listComments, { id }))).json());
      expect(page.results.map((c) => [c.author.name, c.content])).toEqual([
        ['普通员工', '收到，准时参加'],
        ['演示员工', '谢谢配合'],
      ]);
      const d = noticeDetailSchema.parse((await staff.get(endpointUrl(noticeEndpoints.get, { id }))).json());
      expect(d.comment_count).toBe(2);
    });

    it('issue: /noticeDetails is public: a public notice without login; any other notice 404', async () => {
      const pub = await h().app.inject({ method: 'GET', url: endpointUrl(noticeEndpoints.getPublic, { id: noticeId(A.id, 'holiday') }) });
      expect(pub.statusCode).toBe(200);
      expect(publicNoticeSchema.parse(pub.json())).toMatchObject({
        title: '关于国庆节放假安排的通知',
        company_name: expect.any(String),
        author_name: '演示员工',
      });
      for (const id of [noticeId(A.id, 'canteen'), 'nope', noticeId(A.id, 'missing')]) {
        const res = await h().app.inject({ method: 'GET', url: endpointUrl(noticeEndpoints.getPublic, { id }) });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ detail: '未找到' });
      }
      // A notice published as public is readable at once.
      const made = noticeDetailSchema.parse(
        (await admin.post(endpointUrl(noticeEndpoints.list), { title: '招聘启事', content: '诚聘', is_public: true })).json(),
      );
      expect((await h().app.inject({ method: 'GET', url: endpointUrl(noticeEndpoints.getPublic, { id: made.id }) })).statusCode).toBe(200);
    });
  },
  { extraDeliveries: [recorder] },
);
