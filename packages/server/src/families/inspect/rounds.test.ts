import { beforeAll, expect, it } from 'vitest';
import {
  addHubDays,
  endpointUrl,
  hubDate,
  hubInstant,
  inspectEndpoints,
  rectificationInfoSchema,
  roundInfoSchema,
  roundPageSchema,
  scanResultSchema,
} from '@campus/contracts';
import { A, describeOnDatabase } from '../../platform/test/harness.ts';
import { clientOf, pushRecorder, type Client } from '../../platform/test/client.ts';
import { PHONES, clientKey, photo, testClock } from './test-kit.ts';
import { closeRounds } from './jobs.ts';
import { inspectKey } from './seed.ts';

const recorder = pushRecorder();
// today 10:00 on the hub clock: inside route A's shift (08:00-18:00)
const today = hubDate(new Date());
const clock = testClock(hubInstant(today, '10:00'));
/** One minute on: each step of a history at its own time. */
const tick = () => clock.set(new Date(clock.now().getTime() + 60_000));

/**
 * Issue 39, inspection: the patrolman's rounds of the day, scanning checkpoints at the server's time
 * (place when allowed, the refusal recorded), one record per checkpoint per round (50 concurrent scans
 * or a replayed offline scan: one), tag codes normalised, out-of-order and missed points named, the
 * round closing on its last point or marked incomplete when the shift ends (job with an injected
 * clock), and an abnormal item with a photo opening a rectification: assigned, fixed, reopened, verified.
 */
describeOnDatabase(
  'inspect: rounds, scans and rectifications (issue 39)',
  (h) => {
    const c = A.id;
    let patrolman: Client;
    let repairman: Client;
    let staff: Client;
    let admin: Client;

    beforeAll(async () => {
      patrolman = await clientOf(h(), c, PHONES.patrolman);
      repairman = await clientOf(h(), c, PHONES.repairman);
      staff = await clientOf(h(), c, PHONES.staff);
      admin = await clientOf(h(), c, PHONES.admin);
    });

    const scan = (by: Client, code: string, extra: Record<string, unknown> = {}) =>
      by.post(endpointUrl(inspectEndpoints.scan), { code, client_key: clientKey('scan'), ...extra });

    it('issue 39: today’s rounds; three points scanned (one out of order), the round closes on its last point', async () => {
      const res = await patrolman.get(endpointUrl(inspectEndpoints.today));
      expect(res.statusCode, res.body).toBe(200);
      const rounds = roundInfoSchema.array().parse(res.json());
      const a = rounds.find((r) => r.route.name === 'A区日间巡检');
      expect(a).toMatchObject({ status: 'pending', status_label: '待巡检', points_total: 3, points_done: 0, ordered: true });
      expect(a?.points.map((p) => p.name)).toEqual(['东门岗亭', '配电房', '消防通道']);
      // a scanned Code-128 tag, lower case and padded: normalised
      const first = await scan(patrolman, ' CODE_128,cp-a01 ', { latitude: 31.2, longitude: 121.5 });
      expect(first.statusCode, first.body).toBe(201);
      const r1 = scanResultSchema.parse(first.json());
      expect(r1).toMatchObject({ created: true, out_of_order: false, skipped: [] });
      const p1 = r1.round.points[0];
      expect(p1?.record).toMatchObject({ location: { latitude: 31.2, longitude: 121.5 }, location_refused: false });
      // the server's time, not the phone's
      expect(p1?.record?.scanned_time).toBe(`${today} 10:00:00`);
      expect(r1.round).toMatchObject({ status: 'in_progress', points_done: 1 });
      // 消防通道 before 配电房: out of order, the skipped point named; the refused location recorded
      clock.set(hubInstant(today, '10:20'));
      const third = scanResultSchema.parse((await scan(patrolman, 'campus-checkpoint:CP-A03', { location_refused: true })).json());
      expect(third).toMatchObject({ out_of_order: true, skipped: [{ name: '配电房' }] });
      expect(third.round.out_of_order.map((p) => p.name)).toEqual(['消防通道']);
      expect(third.round.points[2]?.record).toMatchObject({ location: null, location_refused: true });
      clock.set(hubInstant(today, '10:40'));
      const last = scanResultSchema.parse((await scan(patrolman, 'CP-A02')).json());
      expect(last.round).toMatchObject({ status: 'done', status_label: '已完成', points_done: 3, closed_time: `${today} 10:40:00` });
      // unknown tags, non-patrolmen
      expect((await scan(patrolman, 'CP-ZZZ')).json()).toEqual({ code: ['未找到该巡检点'] });
      expect((await scan(staff, 'CP-A01')).json()).toEqual({ detail: '仅巡检员可以操作' });
      const lookup = await patrolman.get(`${endpointUrl(inspectEndpoints.checkpoint)}?code=${encodeURIComponent('CODE_128,CP-A02')}`);
      expect(lookup.json()).toMatchObject({ point: { name: '配电房', route: { name: 'A区日间巡检' } } });
    });

    it('issue 39: one record per checkpoint per round: 50 concurrent scans, or an offline scan replayed, make one', async () => {
      clock.set(hubInstant(today, '21:00'));
      const key = clientKey('offline');
      const results = await Promise.all(Array.from({ length: 50 }, () => scan(patrolman, 'CP-B01', { client_key: key })));
      expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(49);
      const ids = new Set(results.map((r) => scanResultSchema.parse(r.json()).record_id));
      expect(ids.size).toBe(1);
      const others = await Promise.all(Array.from({ length: 10 }, () => scan(patrolman, 'cp-b01')));
      for (const r of others) expect(scanResultSchema.parse(r.json())).toMatchObject({ created: false, record_id: [...ids][0] });
      const round = scanResultSchema.parse(results[0]?.json()).round;
      expect(round.points_done).toBe(1);
    });

    it('issue 39: the shift ends: the open round is marked 未完成 with its missed point named (job, injected clock)', async () => {
      // route B's round of today is in progress with one of two points; its shift ends at 06:00 tomorrow
      // at 03:00 tomorrow the overnight round of today is still the patrolman's work of the day
      clock.set(hubInstant(addHubDays(today, 1), '03:00'));
      const night = roundInfoSchema.array().parse((await patrolman.get(endpointUrl(inspectEndpoints.today))).json());
      expect(night.map((r) => [r.route.name, r.date])).toEqual(
        expect.arrayContaining([
          ['B区夜间巡查', today],
          ['A区日间巡检', addHubDays(today, 1)],
        ]),
      );
      expect(night.find((r) => r.date === today)?.status).toBe('in_progress');
      clock.set(hubInstant(today, '21:30'));
      expect(await closeRounds(h().db.handle.db, c, hubInstant(today, '23:00'))).toBe(0);
      const closed = await closeRounds(h().db.handle.db, c, hubInstant(addHubDays(today, 1), '06:01'));
      expect(closed).toBeGreaterThanOrEqual(1);
      const page = roundPageSchema.parse(
        (await patrolman.get(`${endpointUrl(inspectEndpoints.rounds)}?status=incomplete&page_size=50`)).json(),
      );
      const b = page.results.find((r) => r.route.name === 'B区夜间巡查' && r.date === today);
      expect(b).toMatchObject({ status: 'incomplete', status_label: '未完成', points_done: 1 });
      const detail = roundInfoSchema.parse((await patrolman.get(endpointUrl(inspectEndpoints.round, { id: b?.id ?? '' }))).json());
      expect(detail.missed.map((p) => p.name)).toEqual(['食堂后厨']);
      // a replayed scan of the closed round still answers its record; a new point is refused
      expect((await scan(patrolman, 'CP-B02', { round_id: b?.id })).json()).toEqual({ code: ['该巡检任务已结束'] });
      // the seeded week: done rounds and one incomplete
      const history = roundPageSchema.parse((await patrolman.get(`${endpointUrl(inspectEndpoints.rounds)}?page_size=20`)).json());
      expect(history.results.length).toBeGreaterThanOrEqual(8);
      expect((await staff.get(endpointUrl(inspectEndpoints.round, { id: inspectKey.round(c, 'a', 1) }))).statusCode).toBe(404);
      expect((await admin.get(endpointUrl(inspectEndpoints.round, { id: inspectKey.round(c, 'a', 1) }))).statusCode).toBe(200);
    });

    it('issue 39: an abnormal item needs a photo and opens a rectification: assigned, fixed, reopened, fixed, verified', async () => {
      clock.set(hubInstant(today, '11:00'));
      const round = roundInfoSchema
        .array()
        .parse((await patrolman.get(endpointUrl(inspectEndpoints.today))).json())
        .find((r) => r.route.name === 'A区日间巡检');
      const point = round?.points.find((p) => p.name === '配电房');
      const recordId = point?.record?.id ?? '';
      const [extinguisher, cabinet] = point?.items ?? [];
      const url = endpointUrl(inspectEndpoints.results, { id: recordId });
      expect(
        (await patrolman.post(url, { results: [{ item_id: extinguisher?.id, result: 'abnormal', remark: '压力不足' }] })).json(),
      ).toEqual({ 'results.0.photos': ['异常项请上传照片'] });
      const pic = await photo(h(), patrolman);
      recorder.clear();
      const answered = await patrolman.post(url, {
        results: [
          { item_id: extinguisher?.id, result: 'abnormal', remark: '压力不足', photos: [pic] },
          { item_id: cabinet?.id, result: 'normal' },
        ],
      });
      expect(answered.statusCode, answered.body).toBe(200);
      const after = roundInfoSchema.parse(answered.json()).points.find((p) => p.name === '配电房');
      const results = after?.record?.results ?? [];
      expect(results.map((r) => [r.item, r.result])).toEqual(
        expect.arrayContaining([
          ['灭火器在有效期', 'abnormal'],
          ['配电柜无异响', 'normal'],
        ]),
      );
      const rectId = results.find((r) => r.result === 'abnormal')?.rectification_id ?? '';
      expect(rectId).not.toBe('');
      // answering again keeps the one rectification
      await patrolman.post(url, { results: [{ item_id: extinguisher?.id, result: 'abnormal', remark: '压力不足', photos: [pic] }] });
      // the assignee (维修员, the route's rectifier) is pushed: INSPECT, module inspectRectify
      expect(recorder.sent.filter((p) => p.staffId === repairman.id)).toHaveLength(1);
      expect(recorder.sent.find((p) => p.staffId === repairman.id)?.message.extras).toEqual({
        msg_type: 'INSPECT',
        msg_id: rectId,
        extra_param: { module: 'inspectRectify', action_type: 'assigned' },
      });
      const rect = endpointUrl(inspectEndpoints.rectification, { id: rectId });
      const opened = rectificationInfoSchema.parse((await repairman.get(rect)).json());
      expect(opened).toMatchObject({
        status: 'open',
        status_label: '待整改',
        assignee: { id: repairman.id },
        inspector: { id: patrolman.id },
        photos: [{ id: pic }],
      });
      expect(opened.can).toMatchObject({ fix: true, verify: false });
      expect((await staff.get(rect)).statusCode).toBe(404);
      // the inspector moves the deadline and keeps the assignee
      const deadline = addHubDays(today, 5);
      tick();
      const assigned = await patrolman.post(endpointUrl(inspectEndpoints.assign, { id: rectId }), { assignee_id: repairman.id, deadline });
      expect(rectificationInfoSchema.parse(assigned.json())).toMatchObject({ deadline });
      const fixUrl = endpointUrl(inspectEndpoints.fix, { id: rectId });
      expect((await repairman.post(fixUrl, { remark: '已更换' })).json()).toEqual({ photos: ['请上传整改照片'] });
      expect((await patrolman.post(fixUrl, { remark: '已更换', photos: [pic] })).json()).toEqual({ detail: '只有整改负责人可以操作' });
      const fixPic = await photo(h(), repairman);
      tick();
      const fixed = rectificationInfoSchema.parse((await repairman.post(fixUrl, { remark: '已更换灭火器', photos: [fixPic] })).json());
      expect(fixed).toMatchObject({ status: 'fixed', status_label: '待验收', fix_remark: '已更换灭火器' });
      tick();
      const reopened = rectificationInfoSchema.parse(
        (await patrolman.post(endpointUrl(inspectEndpoints.reopen, { id: rectId }), { reason: '标签未更新' })).json(),
      );
      expect(reopened).toMatchObject({ status: 'open', reopen_count: 1 });
      tick();
      await repairman.post(fixUrl, { remark: '标签已更新', photos: [fixPic] });
      expect((await repairman.post(endpointUrl(inspectEndpoints.verify, { id: rectId }), {})).json()).toEqual({
        detail: '只有验收人可以操作',
      });
      tick();
      const verified = rectificationInfoSchema.parse(
        (await patrolman.post(endpointUrl(inspectEndpoints.verify, { id: rectId }), {})).json(),
      );
      expect(verified).toMatchObject({ status: 'verified', status_label: '已完成' });
      expect(verified.events.map((e) => e.action)).toEqual(['open', 'assign', 'fix', 'reopen', 'fix', 'verify']);
      // a verified one cannot be verified again
      expect((await patrolman.post(endpointUrl(inspectEndpoints.verify, { id: rectId }), {})).json()).toEqual({
        non_field_errors: ['当前状态不能执行该操作'],
      });
    });
  },
  { extraDeliveries: [recorder], now: () => clock.now() },
);
