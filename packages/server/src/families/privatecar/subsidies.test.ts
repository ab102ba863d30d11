import { beforeAll, describe, expect, it } from 'vitest';
import {
  endpointUrl,
  orderDetailSchema,
  orderEndpoints,
  pcarMileageFen,
  pcarStatisticsSchema,
  pcarSubsidyPageSchema,
  pcarSubsidyPreviewSchema,
  pcarSubsidySchema,
  pcarTripSchema,
  privateCarEndpoints as E,
} from '@campus/contracts';
import { A, A2, describeOnDatabase } from '../../platform/test/harness.ts';
import { clientOf, type Client } from '../../platform/test/client.ts';
import { hubMonth } from './access.ts';
import { pcarPlaceId, SEED_RATE_FEN_PER_KM } from './seed.ts';
import { approve, authorise, cancel, certifiedCar, logTrip, picture, reject, today, transition } from './test-kit.ts';

const month = () => hubMonth(new Date());

describeOnDatabase('private car subsidy claims (issue 11): totals in integer fen on the server, approval, statistics', (h) => {
  let admin: Client;
  let approver: Client;
  let staff: Client;
  beforeAll(async () => {
    admin = await clientOf(h(), A.id);
    approver = await clientOf(h(), A.id, '13800000004');
    staff = await clientOf(h(), A.id, '13800000005');
  });

  /** A staff of `company` authorised, with a certified car. */
  async function ready(company: string, phone: string, plate: string) {
    const c = await clientOf(h(), company, phone);
    const companyAdmin = await clientOf(h(), company);
    const companyApprover = await clientOf(h(), company, '13800000004');
    await authorise(c, companyApprover);
    const car = await certifiedCar(h(), c, companyAdmin, plate);
    return { c, car: car.id, admin: companyAdmin, approver: companyApprover };
  }

  describe('a claim for this month, from preview to 已发放', () => {
    it('issue 11: 0.85 yuan/km × 12.3 km = 10.455 yuan is claimed as 1046 fen (rounded half up), plus the fees', async () => {
      const { c, car } = await ready(A.id, '13800000001', '苏E10001');
      const trip = await logTrip(c, {
        vehicle_id: car,
        trip_date: today(),
        from: { place_id: pcarPlaceId(A.id, 'hq') },
        to: { name: '客户工厂' },
        distance_km: 12.3,
        purpose: '拜访客户',
      });
      await c.post(endpointUrl(E.createFee, { id: trip.id }), {
        fee_type: 'parking',
        amount_fen: 500,
        attachments: [await picture(h(), c)],
      });
      const preview = pcarSubsidyPreviewSchema.parse((await c.get(endpointUrl(E.previewSubsidy, undefined, { month: month() }))).json());
      expect(preview).toMatchObject({
        period: month(),
        trip_count: 1,
        distance_m: 12_300,
        rate_fen_per_km: SEED_RATE_FEN_PER_KM,
        mileage_fen: 1046,
        fees_fen: 500,
        total_fen: 1546,
      });
      expect(preview.rule).toContain('四舍五入到分');
      expect(preview.trips.map((t) => t.id)).toEqual([trip.id]);
    });

    it('issue 11: several trips: the km are summed first, then multiplied once (not rounded per trip)', async () => {
      const { c, car } = await ready(A.id, '13800000002', '苏E10002');
      for (const km of [0.1, 0.1, 0.1]) {
        await logTrip(c, {
          vehicle_id: car,
          trip_date: today(),
          from: { name: '甲' },
          to: { name: '乙' },
          distance_km: km,
          purpose: '短途',
        });
      }
      // rate 85: one 0.1 km trip is 8.5 -> 9 fen, three are 25.5 -> 26 fen (not 27)
      expect(pcarMileageFen(SEED_RATE_FEN_PER_KM, 100)).toBe(9);
      const preview = pcarSubsidyPreviewSchema.parse((await c.get(endpointUrl(E.previewSubsidy, undefined, { month: month() }))).json());
      expect(preview).toMatchObject({ distance_m: 300, mileage_fen: 26, total_fen: 26 });
    });

    it('issue 11: submit -> 审批中 with its trips frozen; approver then the head of 行政部 approve -> 待发放; the admin pays out -> 已发放', async () => {
      const { c, car } = await ready(A.id, '13800000003', '苏E10003');
      const trip = await logTrip(c, {
        vehicle_id: car,
        trip_date: today(),
        from: { place_id: pcarPlaceId(A.id, 'hq') },
        to: { place_id: pcarPlaceId(A.id, 'station') },
        purpose: '接站',
      });
      expect((await c.post(endpointUrl(E.createSubsidy), { month: '2099-01' })).json()).toEqual({ month: ['不能申请未来月份的补贴'] });
      expect((await c.post(endpointUrl(E.createSubsidy), { month: '2020-01' })).json()).toEqual({
        month: ['该月没有可申请补贴的出车记录'],
      });
      expect((await c.post(endpointUrl(E.createSubsidy), { month: '2020-13' })).statusCode).toBe(400);
      const res = await c.post(endpointUrl(E.createSubsidy), { month: month() });
      expect(res.statusCode).toBe(201);
      const claim = pcarSubsidySchema.parse(res.json());
      expect(claim).toMatchObject({
        status: 10,
        status_label: '审批中',
        trip_count: 1,
        distance_m: trip.distance_m,
        mileage_fen: pcarMileageFen(SEED_RATE_FEN_PER_KM, trip.distance_m),
        applicant: { name: '公务车司机' },
      });
      expect(claim.trips.map((t) => [t.id, t.state_label])).toEqual([[trip.id, '补贴审批中']]);

      // frozen: no fee, no removal, not in another claim
      const frozen = await c.post(endpointUrl(E.createFee, { id: trip.id }), {
        fee_type: 'toll',
        amount_fen: 100,
        attachments: [await picture(h(), c)],
      });
      expect(frozen.json()).toEqual({ non_field_errors: ['该出车记录已申请补贴，不能再修改'] });
      expect((await c.post(endpointUrl(E.removeTrip, { id: trip.id }))).statusCode).toBe(400);
      expect((await c.post(endpointUrl(E.createSubsidy), { month: month() })).json()).toEqual({ month: ['该月没有可申请补贴的出车记录'] });
      const tripNow = pcarTripSchema.parse((await c.get(endpointUrl(E.getTrip, { id: trip.id }))).json());
      expect(tripNow).toMatchObject({ can_edit: false, subsidy: { id: claim.id, period: month(), status_label: '审批中' } });

      // the approval detail the approver opens carries the private-car fields
      const order = orderDetailSchema.parse((await approver.get(endpointUrl(orderEndpoints.get, { id: claim.id }))).json());
      expect(order.fields.find((f) => f.label === '补贴月份')?.value).toBe(month());
      expect(pcarSubsidySchema.parse((await approver.get(endpointUrl(E.getSubsidy, { id: claim.id }))).json()).total_fen).toBe(
        claim.total_fen,
      );
      expect((await staff.get(endpointUrl(E.getSubsidy, { id: claim.id }))).statusCode).toBe(404);

      expect((await approve(approver, claim.id)).statusCode).toBe(200);
      expect((await approve(admin, claim.id)).statusCode).toBe(200);
      const approved = pcarSubsidySchema.parse((await c.get(endpointUrl(E.getSubsidy, { id: claim.id }))).json());
      expect(approved).toMatchObject({ status: 20, status_label: '待发放' });
      expect(approved.trips[0]?.state_label).toBe('已补贴');
      expect((await transition(c, claim.id, 'pay_out')).statusCode).toBe(403);
      expect((await transition(admin, claim.id, 'pay_out')).statusCode).toBe(200);
      expect(pcarSubsidySchema.parse((await c.get(endpointUrl(E.getSubsidy, { id: claim.id }))).json()).status_label).toBe('已发放');
      const list = pcarSubsidyPageSchema.parse((await c.get(endpointUrl(E.listSubsidies))).json());
      expect(list.results.map((x) => x.id)).toEqual([claim.id]);

      const stats = pcarStatisticsSchema.parse((await c.get(endpointUrl(E.statistics, undefined, { months: 1 }))).json());
      expect(stats.rows).toEqual([
        { month: month(), trip_count: 1, distance_m: trip.distance_m, fees_fen: 0, subsidy_fen: claim.total_fen },
      ]);
    });

    it('issue 11: a rejected or withdrawn claim lets its trips go, and a new claim takes them', async () => {
      const { c, car } = await ready(A.id, '13800000006', '苏E10006');
      await logTrip(c, { vehicle_id: car, trip_date: today(), from: { name: '甲' }, to: { name: '乙' }, distance_km: 20, purpose: '外出' });
      const first = pcarSubsidySchema.parse((await c.post(endpointUrl(E.createSubsidy), { month: month() })).json());
      expect((await reject(approver, first.id, '里程需说明')).statusCode).toBe(200);
      const rejected = pcarSubsidySchema.parse((await c.get(endpointUrl(E.getSubsidy, { id: first.id }))).json());
      expect(rejected).toMatchObject({ status_label: '已驳回', reject_reason: '里程需说明' });
      expect(rejected.trips[0]?.state_label).toBe('未申请补贴'); // kept in its record, open again
      const second = pcarSubsidySchema.parse((await c.post(endpointUrl(E.createSubsidy), { month: month() })).json());
      expect((await cancel(c, second.id)).statusCode).toBe(200);
      const third = await c.post(endpointUrl(E.createSubsidy), { month: month() });
      expect(third.statusCode).toBe(201);
      expect(pcarSubsidySchema.parse(third.json()).distance_m).toBe(20_000);
    });
  });

  it('issue 11 ("only one may win"): 50 concurrent claims of one month: one claim takes the trips, the others are refused', async () => {
    const { c, car } = await ready(A2.id, '13800000002', '苏E20001');
    for (let i = 0; i < 3; i++)
      await logTrip(c, {
        vehicle_id: car,
        trip_date: today(),
        from: { name: '甲' },
        to: { name: '乙' },
        distance_km: 5 + i,
        purpose: `第${String(i)}趟`,
      });
    const results = await Promise.all(Array.from({ length: 50 }, () => c.post(endpointUrl(E.createSubsidy), { month: month() })));
    const won = results.filter((r) => r.statusCode === 201);
    expect(won).toHaveLength(1);
    expect(results.every((r) => [201, 400, 409].includes(r.statusCode))).toBe(true);
    const claim = pcarSubsidySchema.parse(won[0]?.json());
    expect(claim).toMatchObject({ trip_count: 3, distance_m: 18_000 });
    const mine = pcarSubsidyPageSchema.parse((await c.get(endpointUrl(E.listSubsidies))).json());
    expect(mine.count).toBe(1);
  });

  it('issue 11: a fee added while a claim is being priced makes the claim refuse (409) rather than lose the fee', async () => {
    const { c, car } = await ready(A2.id, '13800000001', '苏E20002');
    const trip = await logTrip(c, {
      vehicle_id: car,
      trip_date: today(),
      from: { name: '甲' },
      to: { name: '乙' },
      distance_km: 3,
      purpose: '外出',
    });
    const voucher = await picture(h(), c);
    const [claim, fee] = await Promise.all([
      c.post(endpointUrl(E.createSubsidy), { month: month() }),
      c.post(endpointUrl(E.createFee, { id: trip.id }), { fee_type: 'parking', amount_fen: 800, attachments: [voucher] }),
    ]);
    // either the fee came first and the claim holds it, or the claim came first and the fee is refused; never a claim without a fee it missed
    if (fee.statusCode === 201 && claim.statusCode === 201) expect(pcarSubsidySchema.parse(claim.json()).fees_fen).toBe(800);
    else if (claim.statusCode === 201) expect(fee.statusCode).toBe(400);
    else expect([400, 409]).toContain(claim.statusCode);
  });

  it('issue 11: statistics of the seeded months: trips, km, fees and the approved claims per month; the company view is for admins', async () => {
    const mine = pcarStatisticsSchema.parse((await staff.get(endpointUrl(E.statistics, undefined, { months: 6 }))).json());
    expect(mine.rows).toHaveLength(6);
    expect(mine.rows.at(-1)?.month).toBe(month());
    const past = mine.rows.slice(1, 5);
    expect(past.every((r) => r.trip_count === 4 && r.distance_m > 0)).toBe(true);
    // four and three months ago paid, two months ago approved: counted; last month pending: not yet
    expect(past.slice(0, 3).every((r) => r.subsidy_fen > 0)).toBe(true);
    expect(past[3]?.subsidy_fen).toBe(0);
    expect(mine.totals.trip_count).toBe(mine.rows.reduce((s, r) => s + r.trip_count, 0));
    expect(mine.can_company).toBe(false);
    expect((await staff.get(endpointUrl(E.statistics, undefined, { scope: 'company' }))).statusCode).toBe(403);
    const company = pcarStatisticsSchema.parse(
      (await admin.get(endpointUrl(E.statistics, undefined, { months: 6, scope: 'company' }))).json(),
    );
    expect(company.can_company).toBe(true);
    expect(company.totals.distance_m).toBeGreaterThanOrEqual(mine.totals.distance_m);
    expect((await staff.get(endpointUrl(E.statistics, undefined, { months: 25 }))).statusCode).toBe(400);
  });
});
