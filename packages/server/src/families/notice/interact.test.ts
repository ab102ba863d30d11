import { beforeAll, expect, it } from 'vitest';
import { leaveWordPageSchema, leaveWordSchema, interactEndpoints, endpointUrl } from '@campus/contracts';
import { A, describeOnDatabase } from '../../platform/test/harness.ts';
import { clientOf, pushRecorder, type Client } from '../../platform/test/client.ts';

const recorder = pushRecorder();

describeOnDatabase(
  'interaction (/interact [interactLeaveWord]): leave a word to the administration and see the reply',
  (h) => {
    let staff: Client;
    let patrol: Client;
    let admin: Client;
    beforeAll(async () => {
      staff = await clientOf(h(), A.id, '13800000005');
      patrol = await clientOf(h(), A.id, '13800000001');
      admin = await clientOf(h(), A.id);
    });

    it('issue: a staff sees its own words with the reply (the seeded one has a reply)', async () => {
      const mine = leaveWordPageSchema.parse((await staff.get(endpointUrl(interactEndpoints.listLeaveWords))).json());
      expect(mine.count).toBe(1);
      expect(mine.can_reply).toBe(false);
      expect(mine.results[0]).toMatchObject({
        author: { name: '普通员工' },
        reply: expect.stringContaining('19:30'),
        replier: { name: '演示员工' },
        replied_time: expect.any(String),
      });
      expect(leaveWordPageSchema.parse((await patrol.get(endpointUrl(interactEndpoints.listLeaveWords))).json()).count).toBe(0);
      // ?all=1 is for admins only: a staff still sees its own.
      expect(leaveWordPageSchema.parse((await patrol.get(`${endpointUrl(interactEndpoints.listLeaveWords)}?all=1`)).json()).count).toBe(0);
    });

    it('issue: leave a word (1..500 characters); an admin sees all with ?all=1 and replies; the author is pushed', async () => {
      expect((await patrol.post(endpointUrl(interactEndpoints.listLeaveWords), { content: '' })).json()).toEqual({
        content: ['请填写留言内容'],
      });
      expect((await patrol.post(endpointUrl(interactEndpoints.listLeaveWords), { content: 'x'.repeat(501) })).json()).toEqual({
        content: ['留言不能超过500个字'],
      });
      const res = await patrol.post(endpointUrl(interactEndpoints.listLeaveWords), { content: '巡检路线上的路灯坏了' });
      expect(res.statusCode).toBe(201);
      const w = leaveWordSchema.parse(res.json());
      expect(w).toMatchObject({ content: '巡检路线上的路灯坏了', reply: null, replier: null, author: { id: patrol.id } });
      const all = leaveWordPageSchema.parse((await admin.get(`${endpointUrl(interactEndpoints.listLeaveWords)}?all=1`)).json());
      expect(all).toMatchObject({ count: 2, can_reply: true });
      expect(all.results[0]?.id).toBe(w.id);
      expect(leaveWordPageSchema.parse((await admin.get(endpointUrl(interactEndpoints.listLeaveWords))).json()).count).toBe(0);

      expect((await patrol.post(endpointUrl(interactEndpoints.replyLeaveWord, { id: w.id }), { reply: '自己回复' })).json()).toEqual({
        detail: '没有权限',
      });
      expect((await admin.post(endpointUrl(interactEndpoints.replyLeaveWord, { id: w.id }), { reply: '' })).json()).toEqual({
        reply: ['请填写回复内容'],
      });
      recorder.clear();
      const replied = await admin.post(endpointUrl(interactEndpoints.replyLeaveWord, { id: w.id }), { reply: '已安排维修' });
      expect(replied.statusCode).toBe(200);
      expect(leaveWordSchema.parse(replied.json())).toMatchObject({
        reply: '已安排维修',
        replier: { id: admin.id, name: '演示员工' },
        replied_at: expect.any(String),
      });
      expect(recorder.sent).toEqual([
        {
          companyId: A.id,
          staffId: patrol.id,
          message: expect.objectContaining({ title: '留言已回复', content: '已安排维修', extras: { msg_type: 'INTERACT', msg_id: w.id } }),
        },
      ]);
      const seen = leaveWordPageSchema.parse((await patrol.get(endpointUrl(interactEndpoints.listLeaveWords))).json());
      expect(seen.results[0]).toMatchObject({ id: w.id, reply: '已安排维修' });
      expect((await admin.post(endpointUrl(interactEndpoints.replyLeaveWord, { id: 'nope' }), { reply: 'x' })).statusCode).toBe(404);
    });
  },
  { extraDeliveries: [recorder] },
);
