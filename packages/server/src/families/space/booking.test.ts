import { afterEach, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  bookingPreviewResultSchema,
  checkInResultSchema,
  endpointUrl,
  isoWeekday,
  messagePageSchema,
  messageEndpoints,
  orderEndpoints,
  spaceBookingEndpoints as B,
  spaceDetailSchema,
  spaceEndpoints as E,
  spaceMeSchema,
  spaceSettingsSchema,
  spaceSquareEndpoints as Q,
  squareCommentPageSchema,
  squareEntrySchema,
  squarePageSchema,
  payEndpoints,
  type SpaceSettings,
} from '@campus/contracts';
import { A, B as CompanyB, describeOnDatabase } from '../../platform/test/harness.ts';
import { clientOf, type Client } from '../../platform/test/client.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { orderEvents, orders } from '../../platform/orders/schema.ts';
import { spaceBookings, spaceSpaces } from './schema.ts';
import { runSpaceJob } from './job.ts';
import { PHONES, at, book, bookOne, dayAhead, detail, ids, seatBody, spaceBody, testClock } from './test-kit.ts';

const clock = testClock();

/**
 * Issue 38, the booking rules one by one: [start, end) with back-to-back allowed and a minute of overlap
 * refused, the company's rules (hours, closed days, holidays, slot length, shortest and longest, how
 * far ahead, capacity), weekly repeats that list and skip clashes, approval through the workflow,
 * check-in by code (once, own company only), early check-out, cancelling, and the release job on an
 * injected clock (push, next waiter offered, three no-shows block booking).
 */
describeOnDatabase(
  'space: bookings, rules, check-in and the release job (issue 38)',
  (h) => {
    const c = A.id;
    let admin: Client;
    let approver: Client;
    let staff: Client;
    let colleague: Client;
    let driver: Client;
    let patrolman: Client;
    const db = () => h().db.handle.db;
    const codeOf = async (client: Client, spaceId: string) =>
      spaceDetailSchema.parse((await client.get(endpointUrl(E.get, { id: spaceId }))).json()).checkin_code?.qr_content ?? '';
    const scan = (client: Client, code: string) => client.post(endpointUrl(B.checkIn), { code });
    const messages = async (client: Client) =>
      messagePageSchema.parse((await client.get(endpointUrl(messageEndpoints.list, undefined, { page_size: 50 }))).json()).results;

    beforeAll(async () => {
      admin = await clientOf(h(), c, PHONES.admin);
      approver = await clientOf(h(), c, PHONES.approver);
      staff = await clientOf(h(), c, PHONES.staff);
      colleague = await clientOf(h(), c, PHONES.wechat);
      driver = await clientOf(h(), c, PHONES.driver);
      patrolman = await clientOf(h(), c, PHONES.patrolman);
    });
    afterEach(() => clock.reset());

    it('done means: 14:00-15:00 booked, an overlapping request refused, 15:00-16:00 works, approved, checked in by scanning (once)', async () => {
      const date = dayAhead(5);
      const id = await bookOne(staff, spaceBody(ids.meeting1(c), date, '14:00', '15:00'));
      expect((await detail(staff, id)).status).toEqual({ code: 10, label: '审批中' });
      const clash = await colleague.post(endpointUrl(B.create), spaceBody(ids.meeting1(c), date, '14:30', '15:30'));
      expect(clash.statusCode).toBe(400);
      expect(clash.json()).toEqual({ detail: '该时段已被预约' });
      await book(colleague, spaceBody(ids.meeting1(c), date, '15:00', '16:00'));
      // the chain: 审批人, then the head of 行政部 (the admin); the approver sees the booking (approvalSpaceDetail)
      expect((await approver.get(endpointUrl(B.get, { id }))).statusCode).toBe(200);
      expect((await approver.post(endpointUrl(orderEndpoints.approve, { id }), {})).statusCode).toBe(200);
      expect((await admin.post(endpointUrl(orderEndpoints.approve, { id }), {})).statusCode).toBe(200);
      expect((await detail(staff, id)).status).toEqual({ code: 20, label: '已通过' });
      // the generic transition cannot start a booking: only its code can; so the order's `can` does not offer
      // 开始使用 to the booker (issue 38: it says only what the viewer may do)
      const generic = await staff.post(endpointUrl(orderEndpoints.transition, { id }), { action: 'start_use' });
      expect(generic.statusCode).toBe(400);
      const offered = async () => (await staff.get(endpointUrl(orderEndpoints.get, { id }))).json<{ can: { transitions: unknown[] } }>();
      expect((await offered()).can.transitions).toEqual([]);

      const code = await codeOf(admin, ids.meeting1(c));
      expect(code).toMatch(/^campus-space:/);
      clock.set(at(date, '13:40'));
      const early = await scan(staff, code);
      expect(early.json()).toEqual({ detail: '未到签到时间，开始前15分钟可签到' });
      clock.set(at(date, '13:50'));
      const first = checkInResultSchema.parse((await scan(staff, code)).json());
      expect(first.already).toBe(false);
      expect(first.booking.status).toEqual({ code: 30, label: '进行中' });
      // in use: 完成 is the end of the slot's, not the booker's (nor 提前签退's generic call)
      expect((await offered()).can.transitions).toEqual([]);
      // the host's scanner may name the symbology first
      const second = checkInResultSchema.parse((await scan(staff, `QR_CODE,${code}`)).json());
      expect(second.already).toBe(true);
      const starts = await db()
        .select()
        .from(orderEvents)
        .where(inCompany(orderEvents, c, eq(orderEvents.orderId, id), eq(orderEvents.action, 'start_use')));
      expect(starts).toHaveLength(1);
      // a code of another company's space is refused
      const otherAdmin = await clientOf(h(), CompanyB.id, PHONES.admin);
      const otherCode = await codeOf(otherAdmin, ids.meeting1(CompanyB.id));
      expect((await scan(staff, otherCode)).json()).toEqual({ detail: '该签到码不属于本单位' });
      expect((await scan(staff, 'NOSUCHCODE')).json()).toEqual({ detail: '签到码无效' });
    });

    it('[start, end): back-to-back is allowed, one minute of overlap is refused', async () => {
      await db()
        .update(spaceSpaces)
        .set({ slotMinutes: 1, minMinutes: 1 })
        .where(inCompany(spaceSpaces, c, eq(spaceSpaces.id, ids.meeting2(c))));
      const date = dayAhead(10);
      await book(staff, spaceBody(ids.meeting2(c), date, '09:00', '10:00'));
      const minute = await colleague.post(endpointUrl(B.create), spaceBody(ids.meeting2(c), date, '09:59', '10:30'));
      expect(minute.json()).toEqual({ detail: '该时段已被预约' });
      await book(colleague, spaceBody(ids.meeting2(c), date, '10:00', '10:30'));
      await book(driver, spaceBody(ids.meeting2(c), date, '08:30', '09:00'));
    });

    it("the company's rules: how far ahead, closed days, hours, slot length, shortest and longest, capacity, the past, purpose", async () => {
      const refusal = async (body: ReturnType<typeof spaceBody>) => {
        const res = await staff.post(endpointUrl(B.create), body);
        expect(res.statusCode, res.body).toBe(400);
        return res.json();
      };
      const m1 = ids.meeting1(c);
      expect(await refusal(spaceBody(m1, dayAhead(31), '09:00', '10:00'))).toEqual({ date: ['最多可提前30天预约'] });
      const saturday = [1, 2, 3, 4, 5, 6, 7].map(dayAhead).find((d) => isoWeekday(d) === 6) ?? '';
      expect(await refusal(spaceBody(ids.hall(c), saturday, '10:00', '11:00'))).toEqual({ date: ['该日期不开放'] });
      expect(await refusal(spaceBody(m1, dayAhead(12), '07:00', '08:00'))).toEqual({ start_time: ['不在开放时间内（08:00-22:00）'] });
      expect(await refusal(spaceBody(m1, dayAhead(12), '14:15', '15:15'))).toEqual({ start_time: ['预约时间须以30分钟为单位'] });
      expect(await refusal(spaceBody(m1, dayAhead(12), '08:00', '13:00'))).toEqual({ end_time: ['预约时长不能超过240分钟'] });
      expect(await refusal(spaceBody(ids.basketball(c), dayAhead(2), '08:00', '08:30'))).toEqual({
        start_time: ['预约时间须以60分钟为单位'],
        end_time: ['预约时长不能少于60分钟'],
      });
      expect(await refusal(spaceBody(m1, dayAhead(12), '16:00', '17:00', { attendees: 30 }))).toEqual({
        attendees: ['参与人数超过场地容纳人数（20人）'],
      });
      expect(await refusal(spaceBody(m1, dayAhead(0), '00:00', '01:00'))).toEqual({ start_time: ['不能预约已经开始的时段'] });
      expect(await refusal(spaceBody(m1, dayAhead(12), '16:00', '17:00', { purpose: ' ' }))).toEqual({ purpose: ['请填写用途'] });
      expect(await refusal(spaceBody(m1, dayAhead(12), '16:00', '15:00'))).toEqual({ end_time: ['结束时间须晚于开始时间'] });
      expect(await refusal(spaceBody(m1, '2026-02-30', '09:00', '10:00'))).toEqual({ date: ['日期格式为 YYYY-MM-DD'] });
    });

    it('a weekly booking skips a holiday and lists it (preview, answer and the approval detail)', async () => {
      const settings = spaceSettingsSchema.parse((await admin.get(endpointUrl(E.settings))).json());
      const holiday = dayAhead(15);
      const put = await admin.put(endpointUrl(E.updateSettings), {
        ...settings,
        holidays: [...settings.holidays, { date: holiday, name: '测试节' }],
      } satisfies SpaceSettings);
      expect(put.statusCode, put.body).toBe(200);
      const body = spaceBody(ids.meeting2(c), dayAhead(8), '11:00', '12:00', { repeat_weeks: 2 });
      const preview = bookingPreviewResultSchema.parse(
        (await staff.post(endpointUrl(B.preview), { ...body, client_key: undefined })).json(),
      );
      expect(preview.dates).toEqual([
        { date: dayAhead(8), ok: true, reason: null },
        { date: holiday, ok: false, reason: '节假日不开放（测试节）' },
        { date: dayAhead(22), ok: true, reason: null },
      ]);
      const created = await book(staff, body);
      expect(created.bookings.map((b) => b.slot.date)).toEqual([dayAhead(8), dayAhead(22)]);
      expect(created.skipped).toEqual([{ date: holiday, ok: false, reason: '节假日不开放（测试节）' }]);
      const one = await detail(staff, created.bookings[0]!.id);
      expect(one.series.map((s) => s.date)).toEqual([dayAhead(22)]);
      expect(one.skipped).toEqual(created.skipped);
      // the same client key again: the same answer, nothing new
      expect(await book(staff, body, 200)).toEqual(created);
    });

    it('a cancel racing the last approval settles to one outcome and touches no other booking', async () => {
      for (const hour of ['09:00', '11:00', '16:00']) {
        const id = await bookOne(staff, spaceBody(ids.meeting1(c), dayAhead(13), hour, `${String(Number(hour.slice(0, 2)) + 1)}:00`));
        expect((await approver.post(endpointUrl(orderEndpoints.approve, { id }), {})).statusCode).toBe(200);
        const before = await db()
          .select()
          .from(spaceBookings)
          .where(inCompany(spaceBookings, c, eq(spaceBookings.date, dayAhead(1))));
        const [approve, cancel] = await Promise.all([
          admin.post(endpointUrl(orderEndpoints.approve, { id }), {}),
          staff.post(endpointUrl(B.cancel, { id }), {}),
        ]);
        const wins = [approve.statusCode, cancel.statusCode].filter((s) => s === 200);
        expect(wins.length, `${approve.body} ${cancel.body}`).toBeGreaterThanOrEqual(1);
        const [row] = await db()
          .select()
          .from(spaceBookings)
          .where(inCompany(spaceBookings, c, eq(spaceBookings.id, id)));
        // approved then cancelled is also one outcome per step: the row always matches its order
        expect([20, -10]).toContain(row?.status);
        expect(row?.holding).toBe(row?.status === 20);
        const [order] = await db()
          .select()
          .from(orders)
          .where(inCompany(orders, c, eq(orders.id, id)));
        expect(order?.status).toBe(row?.status);
        const after = await db()
          .select()
          .from(spaceBookings)
          .where(inCompany(spaceBookings, c, eq(spaceBookings.date, dayAhead(1))));
        expect(after).toEqual(before);
      }
    });

    it('early check-out frees the rest of the slot at once', async () => {
      const date = dayAhead(2);
      const id = await bookOne(staff, spaceBody(ids.basketball(c), date, '08:00', '10:00'));
      clock.set(at(date, '08:05'));
      const code = await codeOf(admin, ids.basketball(c));
      expect(checkInResultSchema.parse((await scan(staff, code)).json()).booking.status.code).toBe(30);
      const taken = await colleague.post(endpointUrl(B.create), spaceBody(ids.basketball(c), date, '09:00', '10:00'));
      expect(taken.json()).toEqual({ detail: '该时段已被预约' });
      clock.set(at(date, '08:30'));
      const out = await staff.post(endpointUrl(B.checkOut, { id }));
      expect(out.statusCode, out.body).toBe(200);
      expect(out.json()).toMatchObject({ status: { code: 60, label: '已提前结束' } });
      await book(colleague, spaceBody(ids.basketball(c), date, '09:00', '10:00'));
    });

    it('a no-show is released by the job (pushed, the next waiter offered, booked by someone else); three in 30 days block booking', async () => {
      const date = dayAhead(1);
      const seatId = ids.seat(c, 1);
      const id = await bookOne(colleague, seatBody(seatId, date, '09:00', '10:00'));
      const wait = await driver.post(endpointUrl(B.createWait), {
        kind: 'seat',
        resource_id: seatId,
        date,
        start_time: '09:00',
        end_time: '10:00',
      });
      expect(wait.statusCode, wait.body).toBe(201);
      clock.set(at(date, '09:14'));
      await runSpaceJob(h().app.context, c);
      expect((await detail(colleague, id)).status.code).toBe(20);
      clock.set(at(date, '09:16'));
      expect((await runSpaceJob(h().app.context, c)).released).toBeGreaterThanOrEqual(1);
      expect((await detail(colleague, id)).status).toEqual({ code: 50, label: '已释放' });
      expect((await messages(colleague)).find((m) => m.extras.msg_id === id)?.extras).toMatchObject({
        msg_type: 'SPACE',
        extra_param: { module: 'seat', action_type: 'released' },
      });
      expect((await messages(driver)).find((m) => m.extras.extra_param?.action_type === 'offer')?.extras).toMatchObject({
        msg_type: 'SPACE',
        extra_param: { module: 'seat', resource_id: seatId, date, start_time: '09:00', end_time: '10:00' },
      });
      await book(driver, seatBody(seatId, date, '09:30', '10:30'));
      // twice more the same morning: the third no-show within 30 days stops booking for a week
      for (const [start, end, n] of [
        ['10:00', '11:00', 2],
        ['11:00', '12:00', 3],
      ] as const) {
        clock.reset();
        const noShow = await bookOne(colleague, seatBody(ids.seat(c, n), date, start, end));
        clock.set(at(date, `${start.slice(0, 2)}:16`));
        await runSpaceJob(h().app.context, c);
        expect((await detail(colleague, noShow)).status.code).toBe(50);
      }
      const me = spaceMeSchema.parse((await colleague.get(endpointUrl(E.me))).json());
      expect(me.no_shows).toBe(3);
      expect(me.blocked_until).not.toBeNull();
      const refused = await colleague.post(endpointUrl(B.create), seatBody(ids.seat(c, 9), dayAhead(3), '14:00', '15:00'));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().detail).toMatch(/^近30天内爽约3次，.+前不能预约$/);
    });

    it('a slot freed by a rejection is offered to the waiter by the next run of the job, once', async () => {
      const date = dayAhead(6);
      const id = await bookOne(staff, spaceBody(ids.meeting1(c), date, '08:00', '09:00'));
      const wait = await colleague.post(endpointUrl(B.createWait), {
        kind: 'space',
        resource_id: ids.meeting1(c),
        date,
        start_time: '08:00',
        end_time: '09:00',
      });
      expect(wait.statusCode, wait.body).toBe(201);
      const waitId = wait.json<{ id: string }>().id;
      expect((await approver.post(endpointUrl(orderEndpoints.reject, { id }), { reason: '领导临时征用' })).statusCode).toBe(200);
      expect((await detail(staff, id)).status.code).toBe(-20);
      await runSpaceJob(h().app.context, c);
      await runSpaceJob(h().app.context, c);
      const offers = (await messages(colleague)).filter((m) => m.extras.msg_id === waitId);
      expect(offers.map((m) => m.extras.extra_param?.action_type)).toEqual(['offer']);
    });

    it("an administrator's sweep runs the job for his company (as of an instant on a demo server); settings and sweeps are his alone", async () => {
      const date = dayAhead(1);
      const id = await bookOne(driver, seatBody(ids.seat(c, 12), date, '07:00', '08:00'));
      expect((await staff.post(endpointUrl(B.sweep), {})).statusCode).toBe(403);
      expect(
        (await staff.put(endpointUrl(E.updateSettings), spaceSettingsSchema.parse((await staff.get(endpointUrl(E.settings))).json())))
          .statusCode,
      ).toBe(403);
      const swept = await admin.post(endpointUrl(B.sweep), { as_of: at(date, '07:30').toISOString() });
      expect(swept.statusCode, swept.body).toBe(200);
      expect((await detail(driver, id)).status.code).toBe(50);
    });

    it('a charged booking must be paid before it is checked in', async () => {
      const date = dayAhead(4);
      await bookOne(driver, spaceBody(ids.badminton(c), date, '15:00', '16:00'));
      clock.set(at(date, '14:55'));
      expect((await scan(driver, await codeOf(admin, ids.badminton(c)))).json()).toEqual({ detail: '请先完成支付' });
    });

    it('the booker is reminded once before the start (SPACE reminder, the booking named)', async () => {
      const date = dayAhead(1);
      const id = await bookOne(driver, spaceBody(ids.basketball(c), date, '07:00', '08:00'));
      clock.set(at(date, '06:20'));
      await runSpaceJob(h().app.context, c);
      expect((await messages(driver)).filter((m) => m.extras.msg_id === id)).toHaveLength(0);
      clock.set(at(date, '06:31'));
      await runSpaceJob(h().app.context, c);
      await runSpaceJob(h().app.context, c);
      const reminders = (await messages(driver)).filter((m) => m.extras.msg_id === id);
      expect(reminders.map((m) => m.extras.extra_param)).toEqual([{ module: 'space', action_type: 'reminder' }]);
    });

    it('one person never holds two seats at once; a seat books without approval (待签到)', async () => {
      const date = dayAhead(2);
      const first = await book(staff, seatBody(ids.seat(c, 5), date, '14:00', '16:00'));
      expect(first.bookings[0]?.status).toEqual({ code: 20, label: '待签到' });
      const second = await staff.post(endpointUrl(B.create), seatBody(ids.seat(c, 6), date, '15:00', '17:00'));
      expect(second.json()).toEqual({ detail: '您在该时段已预约了其他座位' });
      await book(staff, seatBody(ids.seat(c, 6), date, '16:00', '17:00'));
    });

    it('the order square: shared once, a colleague joins while a place is left and comments, the owner is told of both', async () => {
      const id = await bookOne(staff, spaceBody(ids.meeting2(c), dayAhead(12), '13:00', '14:00'));
      const shared = await staff.post(endpointUrl(Q.share, { id }), { title: '开放分享会', description: '欢迎旁听', places: 1 });
      expect(shared.statusCode, shared.body).toBe(201);
      const entry = squareEntrySchema.parse(shared.json());
      const again = await staff.post(endpointUrl(Q.share, { id }), { title: '再分享', places: 3 });
      expect(again.statusCode).toBe(200);
      expect(squareEntrySchema.parse(again.json()).id).toBe(entry.id);
      const list = squarePageSchema.parse((await colleague.get(endpointUrl(Q.list, undefined, { kind: 'space' }))).json());
      expect(list.results.map((e) => e.id)).toContain(entry.id);
      const joined = squareEntrySchema.parse((await colleague.post(endpointUrl(Q.join, { id: entry.id }))).json());
      expect(joined).toMatchObject({ joined: true, places_left: 0, can_join: false });
      expect(joined.people.map((p) => p.name)).toEqual(['普通员工', colleague.auth.name]);
      expect((await driver.post(endpointUrl(Q.join, { id: entry.id }))).json()).toEqual({ detail: '名额已满' });
      expect((await staff.post(endpointUrl(Q.join, { id: entry.id }))).json()).toEqual({ detail: '不能加入自己分享的预约' });
      const comment = await colleague.post(endpointUrl(Q.comment, { id: entry.id }), { content: '我带投影转接头' });
      expect(comment.statusCode, comment.body).toBe(201);
      const comments = squareCommentPageSchema.parse((await staff.get(endpointUrl(Q.comments, { id: entry.id }))).json());
      expect(comments.results.map((x) => x.content)).toEqual(['我带投影转接头']);
      const told = (await messages(staff)).filter((m) => m.extras.msg_id === entry.id).map((m) => m.extras.extra_param?.action_type);
      expect(told.sort()).toEqual(['square_comment', 'square_join']);
      expect((await detail(staff, id)).square_id).toBe(entry.id);
    });

    it('a charged booking is paid in integer fen through the pay service and refunded in full when cancelled before the cut-off', async () => {
      const id = await bookOne(staff, spaceBody(ids.badminton(c), dayAhead(3), '10:00', '12:00'));
      const booking = await detail(staff, id);
      expect(booking).toMatchObject({ price_fen: 4000, paid: false, pay_purpose: 'space_booking', can: { pay: true } });
      const wallet = async () => (await staff.get(endpointUrl(payEndpoints.wallet))).json<{ balance_fen: number }>().balance_fen;
      const before = await wallet();
      const order = await staff.post(endpointUrl(payEndpoints.createOrder), {
        purpose: 'space_booking',
        ref_id: id,
        provider: 'balance',
        client_key: `pay-${id}`,
      });
      expect(order.statusCode, order.body).toBe(201);
      expect(order.json()).toMatchObject({ amount_fen: 4000 });
      const paid = await staff.post(endpointUrl(payEndpoints.payFromBalance, { id: order.json<{ id: string }>().id }));
      expect(paid.statusCode, paid.body).toBe(200);
      expect(await wallet()).toBe(before - 4000);
      expect(await detail(staff, id)).toMatchObject({ paid: true, can: { pay: false } });
      const cancelled = await staff.post(endpointUrl(B.cancel, { id }), {});
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json()).toMatchObject({ status: { code: -10, label: '已取消' } });
      expect(await wallet()).toBe(before);
    });

    it('when the company says so, seats go through the seat chain too (审批人), and approvalSpaceDetail reads them', async () => {
      const settings = spaceSettingsSchema.parse((await admin.get(endpointUrl(E.settings))).json());
      expect((await admin.put(endpointUrl(E.updateSettings), { ...settings, seat_needs_approval: true })).statusCode).toBe(200);
      try {
        const created = await book(patrolman, seatBody(ids.seat(c, 14), dayAhead(2), '09:00', '11:00'));
        const id = created.bookings[0]!.id;
        expect(created.bookings[0]?.status).toEqual({ code: 10, label: '审批中' });
        const asApprover = await detail(approver, id);
        expect(asApprover).toMatchObject({ kind: 'seat', seat_number: 'B14', needs_approval: true, booker: { name: '巡检员' } });
        expect((await approver.post(endpointUrl(orderEndpoints.approve, { id }), {})).statusCode).toBe(200);
        expect((await detail(patrolman, id)).status).toEqual({ code: 20, label: '待签到' });
      } finally {
        await admin.put(endpointUrl(E.updateSettings), settings);
      }
    });
  },
  { now: () => clock.now() },
);
