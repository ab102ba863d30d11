import { beforeAll, expect, it } from 'vitest';
import { alarmEndpoints, alarmInfoSchema, endpointUrl } from '@campus/contracts';
import { A, B, describeOnDatabase } from '../../platform/test/harness.ts';
import { clientOf, pushRecorder, type Client } from '../../platform/test/client.ts';
import { PHONES, clientKey, photo } from './test-kit.ts';
import { demoDeviceKey, inspectKey } from './seed.ts';
import { escalateAlarms } from './jobs.ts';
import { CLIP_MOV, CLIP_MP4, uploadVideoAs } from '../../platform/files/test-clips.ts';

const recorder = pushRecorder();

/**
 * Issue 39, alarms: reported by hand or by a device on the company-keyed endpoint (its device key;
 * 50 events of one source and type at once -> one active alarm and one push), acknowledged by exactly
 * one of 50 handlers at once, retyped, given an urgency, handed over, resolved or marked a false
 * alarm; an alarm nobody acknowledges goes one level up, once per level, even with two runners.
 */
describeOnDatabase(
  'inspect: alarms (issue 39)',
  (h) => {
    const c = A.id;
    let patrolman: Client; // level 0
    let approver: Client; // level 1
    let admin: Client; // level 2
    let staff: Client;
    let repairman: Client;

    beforeAll(async () => {
      patrolman = await clientOf(h(), c, PHONES.patrolman);
      approver = await clientOf(h(), c, PHONES.approver);
      admin = await clientOf(h(), c, PHONES.admin);
      staff = await clientOf(h(), c, PHONES.staff);
      repairman = await clientOf(h(), c, PHONES.repairman);
    });

    const device = (company: string, key: string | undefined, body: Record<string, unknown>) =>
      h().app.inject({
        method: 'POST',
        url: endpointUrl(alarmEndpoints.deviceEvent, { company_id: company }),
        headers: key === undefined ? {} : { 'x-device-key': key },
        payload: body,
      });

    it('issue 39: reported by hand -> handlers pushed; 50 acknowledgements at once: one; retype, urgency, transfer, resolve', async () => {
      const types = (await staff.get(endpointUrl(alarmEndpoints.types))).json<{ id: string; code: string }[]>();
      const pic = await photo(h(), staff);
      recorder.clear();
      const res = await staff.post(endpointUrl(alarmEndpoints.report), {
        type_id: types.find((t) => t.code === 'smoke')?.id,
        place: '办公楼3楼茶水间',
        description: '闻到焦糊味',
        photos: [pic],
        client_key: clientKey('alarm'),
      });
      expect(res.statusCode, res.body).toBe(201);
      const alarm = alarmInfoSchema.parse(res.json());
      expect(alarm).toMatchObject({
        status: 'open',
        status_label: '待处理',
        urgency: 'urgent',
        source: 'manual',
        level: 0,
        reporter: { id: staff.id },
      });
      expect(recorder.sent.find((p) => p.staffId === patrolman.id)?.message.extras).toEqual({
        msg_type: 'INSPECT',
        msg_id: alarm.id,
        extra_param: { module: 'alarm', action_type: 'assigned' },
      });
      const ack = endpointUrl(alarmEndpoints.acknowledge, { id: alarm.id });
      expect((await staff.post(ack, {})).json()).toEqual({ detail: '只有当前处理人可以操作' });
      const acks = await Promise.all(Array.from({ length: 50 }, (_, i) => [patrolman, approver][i % 2]!.post(ack, {})));
      expect(acks.filter((r) => r.statusCode === 200)).toHaveLength(1);
      for (const r of acks.filter((x) => x.statusCode !== 200)) expect(r.json()).toEqual({ detail: '该告警已被其他人确认' });
      const handler = alarmInfoSchema.parse(acks.find((r) => r.statusCode === 200)?.json()).handler?.id;
      const who = handler === patrolman.id ? patrolman : approver;
      const smoke = types.find((t) => t.code === 'fire')?.id;
      expect(
        alarmInfoSchema.parse((await who.post(endpointUrl(alarmEndpoints.retype, { id: alarm.id }), { type_id: smoke })).json()).type.name,
      ).toBe('火警');
      expect(
        alarmInfoSchema.parse((await who.post(endpointUrl(alarmEndpoints.urgency, { id: alarm.id }), { urgency: 'critical' })).json())
          .urgency_label,
      ).toBe('特急');
      recorder.clear();
      const moved = alarmInfoSchema.parse(
        (await who.post(endpointUrl(alarmEndpoints.transfer, { id: alarm.id }), { staff_id: repairman.id, remark: '请带灭火器' })).json(),
      );
      expect(moved.handler?.id).toBe(repairman.id);
      expect(recorder.sent.find((p) => p.staffId === repairman.id)?.message.extras).toMatchObject({
        msg_type: 'INSPECT',
        msg_id: alarm.id,
      });
      // the new handler sees it (he is no handler of any level) and resolves it
      expect((await repairman.get(endpointUrl(alarmEndpoints.get, { id: alarm.id }))).statusCode).toBe(200);
      expect((await repairman.post(endpointUrl(alarmEndpoints.resolve, { id: alarm.id }), {})).json()).toEqual({
        remark: ['请填写处理结果'],
      });
      const resolved = alarmInfoSchema.parse(
        (await repairman.post(endpointUrl(alarmEndpoints.resolve, { id: alarm.id }), { remark: '插排短路，已断电' })).json(),
      );
      expect(resolved).toMatchObject({
        status: 'resolved',
        status_label: '已解决',
        resolution: '插排短路，已断电',
        resolved_by: { id: repairman.id },
      });
      expect(resolved.events.map((e) => e.action)).toEqual(['report', 'acknowledge', 'retype', 'urgency', 'transfer', 'resolve']);
      expect((await repairman.post(endpointUrl(alarmEndpoints.falseAlarm, { id: alarm.id }), { remark: 'x' })).json()).toEqual({
        non_field_errors: ['该告警已处理完毕'],
      });
    });

    it('issue 39: a hand report may carry a short clip (files.uploadVideo): alarmVideo reads it; a picture is no clip, a clip no photo', async () => {
      const types = (await staff.get(endpointUrl(alarmEndpoints.types))).json<{ id: string; code: string }[]>();
      const uploaded = await uploadVideoAs(h(), staff, { bytes: CLIP_MOV, name: '现场.mov' });
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      const clip = uploaded.json<{ id: string }>().id;
      const pic = await photo(h(), staff);
      const body = (extra: Record<string, unknown>) => ({
        type_id: types[0]?.id,
        place: '地下车库B区',
        description: '积水漫到车位',
        client_key: clientKey('clip'),
        ...extra,
      });
      const notClip = await staff.post(endpointUrl(alarmEndpoints.report), body({ video_id: pic }));
      expect(notClip.statusCode).toBe(400);
      expect(notClip.json()).toEqual({ video_id: ['只支持 MP4、WebM、MOV 格式的视频'] });
      const asPhoto = await staff.post(endpointUrl(alarmEndpoints.report), body({ photos: [clip] }));
      expect(asPhoto.json()).toEqual({ photos: ['只支持 JPG、PNG、WebP、GIF 图片和 PDF 文件'] });
      const theirs = await staff.post(
        endpointUrl(alarmEndpoints.report),
        body({ video_id: (await uploadVideoAs(h(), approver, { bytes: CLIP_MP4, name: 'x.mp4' })).json<{ id: string }>().id }),
      );
      expect(theirs.json()).toEqual({ video_id: ['附件不存在或已失效，请重新上传'] });

      const res = await staff.post(endpointUrl(alarmEndpoints.report), body({ video_id: clip, photos: [pic] }));
      expect(res.statusCode, res.body).toBe(201);
      const alarm = alarmInfoSchema.parse(res.json());
      expect(alarm).toMatchObject({
        has_video: true,
        video_url: null,
        video_file: { id: clip, mime: 'video/quicktime', name: '现场.mov' },
      });
      // the handler reads it as the reporter does
      const seen = alarmInfoSchema.parse((await patrolman.get(endpointUrl(alarmEndpoints.get, { id: alarm.id }))).json());
      expect(seen.video_file?.id).toBe(clip);
    });

    it('issue 39: devices post to a company-keyed endpoint; 50 events of one source and type at once: one active alarm, one push', async () => {
      const event = {
        source: 'SMOKE-LAB-01',
        type_code: 'smoke',
        place: '实验楼201',
        description: '烟雾浓度超标',
        video_url: 'https://cam.example/clip/1.mp4',
      };
      expect((await device(c, undefined, event)).statusCode).toBe(401);
      expect((await device(c, 'wrong', event)).json()).toEqual({ detail: '设备密钥无效' });
      // another company's key does not open this company's endpoint
      expect((await device(c, demoDeviceKey(B.id), event)).statusCode).toBe(401);
      expect((await device(c, demoDeviceKey(c), { ...event, type_code: 'nope' })).json()).toEqual({ type_code: ['告警类型不存在'] });
      recorder.clear();
      const results = await Promise.all(Array.from({ length: 50 }, () => device(c, demoDeviceKey(c), event)));
      expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(49);
      const ids = new Set(results.map((r) => r.json<{ alarm_id: string }>().alarm_id));
      expect(ids.size).toBe(1);
      const id = [...ids][0] ?? '';
      const info = alarmInfoSchema.parse((await patrolman.get(endpointUrl(alarmEndpoints.get, { id }))).json());
      expect(info).toMatchObject({
        source: 'device',
        device_source: 'SMOKE-LAB-01',
        repeat_count: 49,
        has_video: true,
        video_url: event.video_url,
      });
      expect(recorder.sent.filter((p) => p.message.extras.msg_id === id && p.staffId === patrolman.id)).toHaveLength(1);
      // an admin makes a new key: the old one stops at once, the new one works; nobody else may
      expect((await patrolman.post(endpointUrl(alarmEndpoints.rotateDeviceKey))).statusCode).toBe(403);
      const made = await admin.post(endpointUrl(alarmEndpoints.rotateDeviceKey));
      expect(made.statusCode, made.body).toBe(201);
      const { device_key: fresh, endpoint } = made.json<{ device_key: string; endpoint: string }>();
      expect(endpoint).toBe(endpointUrl(alarmEndpoints.deviceEvent, { company_id: c }));
      expect((await device(c, demoDeviceKey(c), event)).statusCode).toBe(401);
      expect((await device(c, fresh, event)).statusCode).toBe(200);
      // closed, the next event opens a new alarm
      await patrolman.post(endpointUrl(alarmEndpoints.falseAlarm, { id }), { remark: '实验产生的烟雾' });
      expect((await device(c, fresh, event)).statusCode).toBe(201);
    });

    it('issue 39: nobody acknowledges: one level up per overdue step, once per level even with two runners; the top level stays', async () => {
      const types = (await staff.get(endpointUrl(alarmEndpoints.types))).json<{ id: string; code: string; ack_minutes: number }[]>();
      const fire = types.find((t) => t.code === 'fire');
      const res = await staff.post(endpointUrl(alarmEndpoints.report), {
        type_id: fire?.id,
        place: '仓库',
        description: '有明火',
        client_key: clientKey('esc'),
      });
      const alarm = alarmInfoSchema.parse(res.json());
      const created = new Date(Date.now());
      const minutes = (n: number) => new Date(created.getTime() + n * 60_000 + 1000);
      const other = await h().build({ extraDeliveries: [recorder] });
      recorder.clear();
      await escalateAlarms(h().app.context, c, minutes(1));
      expect(alarmInfoSchema.parse((await patrolman.get(endpointUrl(alarmEndpoints.get, { id: alarm.id }))).json()).level).toBe(0);
      // two runners at once (two servers on one database): one step, one push per handler of level 1
      const [x, y] = await Promise.all([escalateAlarms(h().app.context, c, minutes(5)), escalateAlarms(other.context, c, minutes(5))]);
      expect(x + y).toBeGreaterThanOrEqual(1);
      const level1 = alarmInfoSchema.parse((await approver.get(endpointUrl(alarmEndpoints.get, { id: alarm.id }))).json());
      expect(level1.level).toBe(1);
      expect(recorder.sent.filter((p) => p.message.extras.msg_id === alarm.id && p.staffId === approver.id)).toHaveLength(1);
      expect(recorder.sent.find((p) => p.message.extras.msg_id === alarm.id)?.message.extras).toMatchObject({
        extra_param: { module: 'alarm', action_type: 'escalated' },
      });
      // not yet due again at its new level
      await escalateAlarms(h().app.context, c, minutes(8));
      expect(alarmInfoSchema.parse((await approver.get(endpointUrl(alarmEndpoints.get, { id: alarm.id }))).json()).level).toBe(1);
      await Promise.all([escalateAlarms(h().app.context, c, minutes(11)), escalateAlarms(other.context, c, minutes(11))]);
      const level2 = alarmInfoSchema.parse((await admin.get(endpointUrl(alarmEndpoints.get, { id: alarm.id }))).json());
      expect(level2.level).toBe(2);
      expect(recorder.sent.filter((p) => p.message.extras.msg_id === alarm.id && p.staffId === admin.id)).toHaveLength(1);
      // the top: nobody above
      await escalateAlarms(h().app.context, c, minutes(60));
      const top = alarmInfoSchema.parse((await admin.get(endpointUrl(alarmEndpoints.get, { id: alarm.id }))).json());
      expect(top.level).toBe(2);
      expect(top.events.filter((e) => e.action === 'escalate')).toHaveLength(2);
      // acknowledged: it stops
      const ack = alarmInfoSchema.parse((await patrolman.post(endpointUrl(alarmEndpoints.acknowledge, { id: alarm.id }), {})).json());
      expect(ack.status).toBe('acknowledged');
      expect((await staff.get(endpointUrl(alarmEndpoints.get, { id: inspectKey.alarm(c, 'open') }))).statusCode).toBe(404);
    });
  },
  { extraDeliveries: [recorder] },
);
