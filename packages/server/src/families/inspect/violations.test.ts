import { beforeAll, expect, it } from 'vitest';
import { addHubDays, endpointUrl, hubDate, inspectEndpoints, reformInfoSchema, violationInfoSchema } from '@campus/contracts';
import { A, auth, describeOnDatabase } from '../../platform/test/harness.ts';
import { issueToken } from '../../platform/identity/tokens.ts';
import { clientOf, pushRecorder, type Client } from '../../platform/test/client.ts';
import { PHONES, clientKey, photo } from './test-kit.ts';
import { inspectKey } from './seed.ts';

const recorder = pushRecorder();

/**
 * Issue 39, violations and reform tasks: a violation found on a round or a room check (rule, place,
 * person or room, photos) on saViolationDetail raises one reform task with a deadline; the responsible
 * person submits evidence, the inspector accepts or reopens; each step pushes the one who acts next.
 */
describeOnDatabase(
  'inspect: violations and reform tasks (issue 39)',
  (h) => {
    const c = A.id;
    let patrolman: Client;
    let staff: Client;
    let repairman: Client;

    beforeAll(async () => {
      patrolman = await clientOf(h(), c, PHONES.patrolman);
      staff = await clientOf(h(), c, PHONES.staff);
      repairman = await clientOf(h(), c, PHONES.repairman);
    });

    it('issue 39: a violation becomes a reform task, evidence is reopened once, then accepted', async () => {
      const pic = await photo(h(), patrolman);
      const body = {
        rule: '宿舍禁止私拉电线',
        place: '3号宿舍楼 502',
        person_id: staff.id,
        room: '502',
        description: '床头私拉插线板',
        photos: [pic],
        source: 'room_check',
        client_key: clientKey('v'),
      };
      expect((await staff.post(endpointUrl(inspectEndpoints.createViolation), body)).json()).toEqual({ detail: '仅巡检员可以操作' });
      expect((await patrolman.post(endpointUrl(inspectEndpoints.createViolation), { ...body, rule: '' })).json()).toMatchObject({
        rule: ['请填写违反的规定'],
      });
      const created = await patrolman.post(endpointUrl(inspectEndpoints.createViolation), body);
      expect(created.statusCode, created.body).toBe(201);
      const v = violationInfoSchema.parse(created.json());
      expect(v).toMatchObject({
        source_label: '查房发现',
        person: { id: staff.id },
        room: '502',
        can_raise_task: true,
        photos: [{ id: pic }],
      });
      expect((await patrolman.post(endpointUrl(inspectEndpoints.createViolation), body)).statusCode).toBe(200);
      // the person concerned reads it; someone else does not
      expect((await staff.get(endpointUrl(inspectEndpoints.violation, { id: v.id }))).statusCode).toBe(200);
      expect((await repairman.get(endpointUrl(inspectEndpoints.violation, { id: v.id }))).statusCode).toBe(404);
      recorder.clear();
      const deadline = addHubDays(hubDate(new Date()), 3);
      const raised = await patrolman.post(endpointUrl(inspectEndpoints.raiseTask, { id: v.id }), {
        responsible_id: staff.id,
        deadline,
        requirement: '拆除插线板并拍照',
      });
      expect(raised.statusCode, raised.body).toBe(201);
      const task = reformInfoSchema.parse(raised.json());
      expect(task).toMatchObject({
        status: 'open',
        status_label: '待整改',
        responsible: { id: staff.id },
        inspector: { id: patrolman.id },
        deadline,
      });
      expect(recorder.sent.find((p) => p.staffId === staff.id)?.message.extras).toEqual({
        msg_type: 'INSPECT',
        msg_id: task.id,
        extra_param: { module: 'reformTask', action_type: 'assigned' },
      });
      expect(
        (
          await patrolman.post(endpointUrl(inspectEndpoints.raiseTask, { id: v.id }), {
            responsible_id: staff.id,
            deadline,
            requirement: 'x',
          })
        ).json(),
      ).toEqual({
        non_field_errors: ['该违规已下发整改任务'],
      });
      const mine = (await staff.get(endpointUrl(inspectEndpoints.reformTasks))).json<{ results: { id: string }[] }>();
      expect(mine.results.map((r) => r.id)).toContain(task.id);
      const submit = endpointUrl(inspectEndpoints.submitEvidence, { id: task.id });
      const evidence = await photo(h(), staff);
      recorder.clear();
      expect(reformInfoSchema.parse((await staff.post(submit, { remark: '已拆除', photos: [evidence] })).json())).toMatchObject({
        status: 'submitted',
        status_label: '待验收',
      });
      expect(recorder.sent.find((p) => p.staffId === patrolman.id)?.message.extras).toMatchObject({
        extra_param: { module: 'reformTask', action_type: 'submitted' },
      });
      expect((await staff.post(endpointUrl(inspectEndpoints.acceptTask, { id: task.id }), {})).json()).toEqual({
        detail: '只有验收人可以操作',
      });
      const back = reformInfoSchema.parse(
        (await patrolman.post(endpointUrl(inspectEndpoints.reopenTask, { id: task.id }), { reason: '照片看不清' })).json(),
      );
      expect(back).toMatchObject({ status: 'open', reopen_count: 1 });
      await staff.post(submit, { remark: '重新拍照', photos: [evidence] });
      const done = reformInfoSchema.parse((await patrolman.post(endpointUrl(inspectEndpoints.acceptTask, { id: task.id }), {})).json());
      expect(done).toMatchObject({ status: 'accepted', status_label: '已完成', evidence_remark: '重新拍照' });
      expect(done.events.map((e) => e.action).sort()).toEqual(['accept', 'open', 'reopen', 'submit', 'submit']);
    });

    it('issue 39: 50 checker sessions answer one submitted task at once (accept or reopen): exactly one move, one event', async () => {
      const v = violationInfoSchema.parse(
        (
          await patrolman.post(endpointUrl(inspectEndpoints.createViolation), {
            rule: '楼道禁止停放电动车',
            place: '3号宿舍楼 1楼',
            description: '楼道停放电动车充电',
            client_key: clientKey('race'),
          })
        ).json(),
      );
      const deadline = addHubDays(hubDate(new Date()), 1);
      const task = reformInfoSchema.parse(
        (
          await patrolman.post(endpointUrl(inspectEndpoints.raiseTask, { id: v.id }), {
            responsible_id: staff.id,
            deadline,
            requirement: '移走电动车',
          })
        ).json(),
      );
      await staff.post(endpointUrl(inspectEndpoints.submitEvidence, { id: task.id }), {
        remark: '已移走',
        photos: [await photo(h(), staff)],
      });
      // the inspector signed in 50 times (tokens issued directly): half accept, half reopen
      const db = h().db.handle.db;
      const sessions = await Promise.all(Array.from({ length: 50 }, () => issueToken(db, c, patrolman.id, 3_600_000, new Date())));
      const results = await Promise.all(
        sessions.map((token, i) =>
          h().app.inject({
            method: 'POST',
            url: endpointUrl(i % 2 === 0 ? inspectEndpoints.acceptTask : inspectEndpoints.reopenTask, { id: task.id }),
            headers: auth(token),
            payload: i % 2 === 0 ? {} : { reason: '再看看' },
          }),
        ),
      );
      const won = results.filter((r) => r.statusCode === 200);
      expect(won).toHaveLength(1);
      for (const r of results.filter((x) => x.statusCode !== 200))
        expect(r.json()).toEqual({ non_field_errors: ['当前状态不能执行该操作'] });
      const final = reformInfoSchema.parse((await patrolman.get(endpointUrl(inspectEndpoints.reformTask, { id: task.id }))).json());
      expect(final.events.filter((e) => e.action === 'accept' || e.action === 'reopen')).toHaveLength(1);
      expect(final.reopen_count).toBe(final.status === 'open' ? 1 : 0);
    });

    it('issue 39: the seeded violations and the open reform task of 普通员工', async () => {
      const seeded = reformInfoSchema.parse(
        (await staff.get(endpointUrl(inspectEndpoints.reformTask, { id: inspectKey.task(c, 'dorm') }))).json(),
      );
      expect(seeded).toMatchObject({ status: 'open', can: { submit: true } });
      const v = violationInfoSchema.parse(
        (await patrolman.get(endpointUrl(inspectEndpoints.violation, { id: inspectKey.violation(c, 'smoke') }))).json(),
      );
      expect(v).toMatchObject({ source_label: '巡检发现', reform_task_id: null, can_raise_task: true });
    });
  },
  { extraDeliveries: [recorder] },
);
