import { beforeAll, describe, expect, it } from 'vitest';
import {
  endpointUrl,
  orderDetailSchema,
  orderEndpoints,
  pcarAuthPageSchema,
  pcarAuthSchema,
  pcarCertificationSchema,
  pcarConfigSchema,
  pcarFeeSchema,
  pcarPlaceSchema,
  pcarSummarySchema,
  pcarTripPageSchema,
  pcarTripSchema,
  pcarVehicleSchema,
  privateCarEndpoints as E,
  PUSH_MODULES,
} from '@campus/contracts';
import { z } from 'zod';
import { A, A2, B, describeOnDatabase } from '../../platform/test/harness.ts';
import { clientOf, pushRecorder, type Client } from '../../platform/test/client.ts';
import { placeDistanceM } from './distance.ts';
import { pcarPlaceId, seedPlaces, SEED_RATE_FEN_PER_KM } from './seed.ts';
import { approve, authorise, cancel, certifiedCar, logTrip, picture, plusDays, reject, today, transition } from './test-kit.ts';

const recorder = pushRecorder();
const places = z.array(pcarPlaceSchema);
const place = (key: (typeof seedPlaces)[number]['key']) => seedPlaces.find((p) => p.key === key) ?? seedPlaces[0];

describeOnDatabase(
  'private car (issue 11): authorisation, cars and certification, trips and their costs',
  (h) => {
    let admin: Client;
    let approver: Client;
    let patrol: Client;
    let repair: Client;
    let driver: Client;
    let staff: Client;
    beforeAll(async () => {
      admin = await clientOf(h(), A.id);
      approver = await clientOf(h(), A.id, '13800000004');
      patrol = await clientOf(h(), A.id, '13800000001');
      repair = await clientOf(h(), A.id, '13800000002');
      driver = await clientOf(h(), A.id, '13800000003');
      staff = await clientOf(h(), A.id, '13800000005');
    });

    describe('configuration and saved places', () => {
      it('issue 11: every staff reads the rate (0.85 yuan/km seeded), no tile server, the fee types and the rules; only an admin changes them', async () => {
        const config = pcarConfigSchema.parse((await patrol.get(endpointUrl(E.config))).json());
        expect(config).toMatchObject({ rate_fen_per_km: SEED_RATE_FEN_PER_KM, tile_url: null, can_manage: false });
        expect(config.fee_types.map((t) => t.code)).toEqual(['parking', 'toll', 'other']);
        expect(config.rules.subsidy).toContain('四舍五入到分');
        expect(config.rules.distance).toContain('haversine');
        expect((await patrol.put(endpointUrl(E.updateConfig), { rate_fen_per_km: 100 })).statusCode).toBe(403);
        // an admin of another company changes its own rate only (A2)
        const a2 = await clientOf(h(), A2.id);
        expect((await a2.put(endpointUrl(E.updateConfig), { rate_fen_per_km: 0 })).json()).toEqual({
          rate_fen_per_km: ['补贴标准须大于0'],
        });
        expect(
          (await a2.put(endpointUrl(E.updateConfig), { rate_fen_per_km: 90, tile_url: 'http://tiles/{z}/{x}/{y}.png' })).json(),
        ).toEqual({
          tile_url: ['地图地址须以 https:// 开头'],
        });
        const changed = await a2.put(endpointUrl(E.updateConfig), {
          rate_fen_per_km: 90,
          tile_url: 'https://tiles.example.com/{z}/{x}/{y}.png',
        });
        expect(pcarConfigSchema.parse(changed.json())).toMatchObject({
          rate_fen_per_km: 90,
          tile_url: 'https://tiles.example.com/{z}/{x}/{y}.png',
        });
        expect(pcarConfigSchema.parse((await patrol.get(endpointUrl(E.config))).json()).rate_fen_per_km).toBe(SEED_RATE_FEN_PER_KM);
      });

      it('issue 11: the distance of two saved places is the haversine distance rounded to 0.1 km, in metres', async () => {
        const list = places.parse((await patrol.get(endpointUrl(E.places))).json());
        expect(list.map((p) => p.name)).toEqual(seedPlaces.map((p) => p.name));
        const res = await patrol.get(endpointUrl(E.distance, undefined, { from: pcarPlaceId(A.id, 'hq'), to: pcarPlaceId(A.id, 'civic') }));
        const expected = placeDistanceM(place('hq'), place('civic'));
        expect(res.json()).toMatchObject({ distance_m: expected, km: (expected / 1000).toFixed(1) });
        expect(expected % 100).toBe(0);
        expect(expected).toBeGreaterThan(13_000);
        expect(expected).toBeLessThan(14_500);
        // another company's place is unknown here
        const theirs = await patrol.get(
          endpointUrl(E.distance, undefined, { from: pcarPlaceId(A.id, 'hq'), to: pcarPlaceId(B.id, 'civic') }),
        );
        expect(theirs.statusCode).toBe(400);
        expect(theirs.json()).toEqual({ to: ['常用地点不存在'] });
      });

      it('an admin adds a saved place (staff may not); coordinates are checked', async () => {
        expect((await patrol.post(endpointUrl(E.createPlace), { name: '新地点', lat: 31, lng: 120 })).statusCode).toBe(403);
        expect((await admin.post(endpointUrl(E.createPlace), { name: '新地点', lat: 91, lng: 120 })).json()).toEqual({
          lat: ['纬度须在 -90 到 90 之间'],
        });
        const a2 = await clientOf(h(), A2.id);
        const res = await a2.post(endpointUrl(E.createPlace), { name: '物流园', address: '港口路 8 号', lat: 31.35, lng: 120.9 });
        expect(res.statusCode).toBe(201);
        expect(places.parse((await a2.get(endpointUrl(E.places))).json()).map((p) => p.name)).toContain('物流园');
        expect(places.parse((await patrol.get(endpointUrl(E.places))).json()).map((p) => p.name)).not.toContain('物流园');
      });
    });

    describe('authorisation (pCarAuth): an order on the workflow', () => {
      it('issue 11: the form is checked (agreement, period, reason) with Chinese field messages', async () => {
        const post = (body: object) => patrol.post(endpointUrl(E.createAuth), body);
        const base = { reason: '办事', valid_from: today(), valid_to: plusDays(today(), 10), agree: true };
        expect((await post({ ...base, agree: false })).json()).toEqual({ agree: ['请先阅读并同意《私车公用协议》'] });
        expect((await post({ ...base, reason: ' ' })).json()).toEqual({ reason: ['请填写用车事由'] });
        expect((await post({ ...base, valid_to: plusDays(today(), -1) })).json()).toEqual({ valid_to: ['结束日期不能早于开始日期'] });
        expect((await post({ ...base, valid_to: plusDays(today(), 400) })).json()).toEqual({ valid_to: ['授权期限不能超过366天'] });
        expect((await post({ ...base, valid_from: '2026-02-30' })).json()).toEqual({ valid_from: ['请选择授权开始日期'] });
        expect((await post({ ...base, valid_from: plusDays(today(), -1) })).json()).toEqual({ valid_from: ['授权开始日期不能早于今天'] });
      });

      it('issue 11: submit -> 审批中 (the approver is pushed, module privateCar); one in review at a time; approved -> active; another staff cannot read it', async () => {
        recorder.clear();
        expect(pcarSummarySchema.parse((await patrol.get(endpointUrl(E.summary))).json())).toMatchObject({ authorised: false, auth: null });
        const res = await patrol.post(endpointUrl(E.createAuth), {
          reason: '巡检各园区',
          valid_from: today(),
          valid_to: plusDays(today(), 90),
          agree: true,
        });
        expect(res.statusCode).toBe(201);
        const auth = pcarAuthSchema.parse(res.json());
        expect(auth).toMatchObject({
          status: 10,
          status_label: '审批中',
          active: false,
          order_type: 'pcar_auth',
          applicant: { name: '巡检员' },
        });
        const push = recorder.sent.find((p) => p.staffId === approver.id);
        expect(push?.message.extras).toMatchObject({
          msg_type: 'APPROVAL',
          order_type: 'pcar_auth',
          extra_param: { module: PUSH_MODULES.privateCar },
        });

        const again = await patrol.post(endpointUrl(E.createAuth), {
          reason: '再来',
          valid_from: today(),
          valid_to: plusDays(today(), 9),
          agree: true,
        });
        expect(again.statusCode).toBe(400);
        expect(again.json()).toEqual({ non_field_errors: ['您已有审批中的授权申请，请等待审批结果'] });

        expect((await repair.get(endpointUrl(E.getAuth, { id: auth.id }))).statusCode).toBe(404);
        expect(pcarAuthSchema.parse((await approver.get(endpointUrl(E.getAuth, { id: auth.id }))).json()).id).toBe(auth.id);
        // the generic order detail shows the private-car fields to the approver
        const order = orderDetailSchema.parse((await approver.get(endpointUrl(orderEndpoints.get, { id: auth.id }))).json());
        expect(order.fields.map((f) => f.label)).toEqual(['用车事由', '授权期限', '协议']);
        expect(order.can.can_approve).toBe(true);

        expect((await approve(approver, auth.id)).statusCode).toBe(200);
        const approved = pcarAuthSchema.parse((await patrol.get(endpointUrl(E.getAuth, { id: auth.id }))).json());
        expect(approved).toMatchObject({ status: 20, status_label: '已授权', active: true, expired: false });
        expect(pcarSummarySchema.parse((await patrol.get(endpointUrl(E.summary))).json())).toMatchObject({ authorised: true });
        expect(pcarAuthPageSchema.parse((await patrol.get(endpointUrl(E.listAuths))).json()).results.map((a) => a.id)).toContain(auth.id);
      });

      it('issue 11: rejected or cancelled leaves review (a new one may be asked); an admin ends an authorisation (终止授权)', async () => {
        const ask = () =>
          repair.post(endpointUrl(E.createAuth), { reason: '维修外出', valid_from: today(), valid_to: plusDays(today(), 5), agree: true });
        const first = pcarAuthSchema.parse((await ask()).json());
        expect((await reject(approver, first.id)).statusCode).toBe(200);
        expect(pcarAuthSchema.parse((await repair.get(endpointUrl(E.getAuth, { id: first.id }))).json()).status_label).toBe('已驳回');
        const second = pcarAuthSchema.parse((await ask()).json());
        expect((await cancel(repair, second.id)).statusCode).toBe(200);
        expect(pcarAuthSchema.parse((await repair.get(endpointUrl(E.getAuth, { id: second.id }))).json()).status_label).toBe('已撤回');
        const third = pcarAuthSchema.parse((await ask()).json());
        expect((await approve(approver, third.id)).statusCode).toBe(200);
        expect((await transition(repair, third.id, 'revoke')).statusCode).toBe(403);
        expect((await transition(admin, third.id, 'revoke')).statusCode).toBe(200);
        expect(pcarAuthSchema.parse((await repair.get(endpointUrl(E.getAuth, { id: third.id }))).json())).toMatchObject({
          status: 30,
          status_label: '已终止',
          active: false,
        });
        expect(pcarSummarySchema.parse((await repair.get(endpointUrl(E.summary))).json()).authorised).toBe(false);
      });

      it('issue 11: 50 concurrent requests of one staff: exactly one authorisation goes into review', async () => {
        const c = await clientOf(h(), A2.id, '13800000003');
        const results = await Promise.all(
          Array.from({ length: 50 }, () =>
            c.post(endpointUrl(E.createAuth), { reason: '并发', valid_from: today(), valid_to: plusDays(today(), 3), agree: true }),
          ),
        );
        expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
        expect(results.filter((r) => r.statusCode === 400)).toHaveLength(49);
        expect(pcarAuthPageSchema.parse((await c.get(endpointUrl(E.listAuths))).json()).count).toBe(1);
      });
    });

    describe('cars (pCarUserCar) and certification (pCarCertify...)', () => {
      it('issue 11: a plate is checked and normalised, and registered once per company (another company may have it)', async () => {
        expect((await patrol.post(endpointUrl(E.createVehicle), { plate: 'AB123', brand_model: '本田' })).json()).toEqual({
          plate: ['车牌号格式不正确，如 粤B12345'],
        });
        expect((await patrol.post(endpointUrl(E.createVehicle), { plate: '苏E1', brand_model: '' })).json()).toMatchObject({
          brand_model: ['请填写品牌型号'],
        });
        const res = await patrol.post(endpointUrl(E.createVehicle), { plate: '苏e·6688a', brand_model: '本田 雅阁', color: '黑色' });
        expect(res.statusCode).toBe(201);
        const car = pcarVehicleSchema.parse(res.json());
        expect(car).toMatchObject({ plate: '苏E6688A', cert_state: 'none', cert_label: '未认证', usable: false });
        const taken = await repair.post(endpointUrl(E.createVehicle), { plate: '苏E 6688A', brand_model: '大众' });
        expect(taken.statusCode).toBe(400);
        expect(taken.json()).toEqual({ plate: ['该车牌已登记'] });
        const elsewhere = await clientOf(h(), B.id, '13800000001');
        expect((await elsewhere.post(endpointUrl(E.createVehicle), { plate: '苏E6688A', brand_model: '大众' })).statusCode).toBe(201);
        // a removed car frees its plate
        expect((await patrol.post(endpointUrl(E.removeVehicle, { id: car.id }))).json()).toEqual({ detail: '已删除' });
        expect((await repair.post(endpointUrl(E.createVehicle), { plate: '苏E6688A', brand_model: '大众' })).statusCode).toBe(201);
        expect((await patrol.get(endpointUrl(E.getVehicle, { id: car.id }))).statusCode).toBe(404);
      });

      it('issue 11: 50 concurrent registrations of one plate: exactly one car', async () => {
        const results = await Promise.all(
          Array.from({ length: 50 }, (_, i) =>
            (i % 2 ? repair : driver).post(endpointUrl(E.createVehicle), { plate: '苏E50050', brand_model: '并发车' }),
          ),
        );
        expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
        expect(results.filter((r) => r.statusCode === 400).every((r) => r.body.includes('该车牌已登记'))).toBe(true);
      });

      it('issue 11: certify with licence and insurance photos -> 待审核 (the admin reviews), one in review per car; approved -> 已认证', async () => {
        const car = pcarVehicleSchema.parse(
          (await patrol.post(endpointUrl(E.createVehicle), { plate: '苏E77001', brand_model: '比亚迪 秦' })).json(),
        );
        const licence = await picture(h(), patrol, '行驶证.png');
        const insurance = await picture(h(), patrol, '保单.png');
        const others = await picture(h(), repair, '别人的.png');
        const post = (body: object) =>
          patrol.post(endpointUrl(E.createCertification), {
            vehicle_id: car.id,
            licence: [licence],
            insurance: [insurance],
            insurance_expires: plusDays(today(), 100),
            ...body,
          });
        expect((await post({ licence: [] })).json()).toEqual({ licence: ['请上传行驶证照片'] });
        expect((await post({ insurance: [others] })).json()).toEqual({ insurance: ['附件不存在或已失效，请重新上传'] });
        expect((await post({ insurance_expires: today() })).json()).toEqual({ insurance_expires: ['保险到期日须晚于今天'] });
        const repairCar = pcarVehicleSchema.parse((await repair.get(endpointUrl(E.listVehicles))).json().at(0));
        expect((await post({ vehicle_id: repairCar.id })).json()).toEqual({ vehicle_id: ['请选择您本人登记的车辆'] });

        recorder.clear();
        const res = await post({});
        expect(res.statusCode).toBe(201);
        const cert = pcarCertificationSchema.parse(res.json());
        expect(cert).toMatchObject({ status: 10, status_label: '待审核', vehicle: { plate: '苏E77001' } });
        expect(cert.licence.map((f) => f.id)).toEqual([licence]);
        expect(cert.insurance.map((f) => f.name)).toEqual(['保单.png']);
        expect(recorder.sent.map((p) => p.staffId)).toContain(admin.id); // the configured reviewer: the admin
        expect(pcarVehicleSchema.parse((await patrol.get(endpointUrl(E.getVehicle, { id: car.id }))).json()).cert_state).toBe('pending');
        expect((await post({})).json()).toEqual({ non_field_errors: ['该车辆已有审核中的认证，请等待审核结果'] });
        expect((await patrol.post(endpointUrl(E.removeVehicle, { id: car.id }))).json()).toEqual({
          non_field_errors: ['该车辆的认证正在审核中，暂不能删除'],
        });
        // the approver is not in this chain: not found; the admin reads the photos
        expect((await approver.get(endpointUrl(E.getCertification, { id: cert.id }))).statusCode).toBe(404);
        expect(
          pcarCertificationSchema.parse((await admin.get(endpointUrl(E.getCertification, { id: cert.id }))).json()).licence,
        ).toHaveLength(1);

        expect((await approve(approver, cert.id)).statusCode).toBe(404); // not in this chain: the order is not his to see
        expect((await approve(admin, cert.id)).statusCode).toBe(200);
        const certified = pcarVehicleSchema.parse((await patrol.get(endpointUrl(E.getVehicle, { id: car.id }))).json());
        expect(certified).toMatchObject({
          cert_state: 'approved',
          cert_label: '已认证',
          usable: true,
          insurance_expires: plusDays(today(), 100),
        });
      });

      it('issue 11: a rejected certification says 认证未通过; an admin can end a certification (认证失效)', async () => {
        const car = pcarVehicleSchema.parse(
          (await driver.post(endpointUrl(E.createVehicle), { plate: '苏E77002', brand_model: '吉利' })).json(),
        );
        const submit = async () =>
          pcarCertificationSchema.parse(
            (
              await driver.post(endpointUrl(E.createCertification), {
                vehicle_id: car.id,
                licence: [await picture(h(), driver)],
                insurance: [await picture(h(), driver)],
                insurance_expires: plusDays(today(), 30),
              })
            ).json(),
          );
        const first = await submit();
        expect((await reject(admin, first.id, '照片不清晰')).statusCode).toBe(200);
        const rejected = pcarVehicleSchema.parse((await driver.get(endpointUrl(E.getVehicle, { id: car.id }))).json());
        expect(rejected).toMatchObject({ cert_state: 'rejected', cert_label: '认证未通过', certification_id: first.id });
        const second = await submit();
        expect((await cancel(driver, second.id)).statusCode).toBe(200);
        const third = await submit();
        expect((await approve(admin, third.id)).statusCode).toBe(200);
        expect((await transition(admin, third.id, 'invalidate')).statusCode).toBe(200);
        const ended = pcarVehicleSchema.parse((await driver.get(endpointUrl(E.getVehicle, { id: car.id }))).json());
        expect(ended).toMatchObject({ usable: false });
        expect(ended.cert_state).not.toBe('approved');
      });

      it('issue 11: 50 concurrent certifications of one car: exactly one in review', async () => {
        const car = pcarVehicleSchema.parse(
          (await driver.post(endpointUrl(E.createVehicle), { plate: '苏E77003', brand_model: '五菱' })).json(),
        );
        const licence = await picture(h(), driver);
        const insurance = await picture(h(), driver);
        const results = await Promise.all(
          Array.from({ length: 50 }, () =>
            driver.post(endpointUrl(E.createCertification), {
              vehicle_id: car.id,
              licence: [licence],
              insurance: [insurance],
              insurance_expires: plusDays(today(), 30),
            }),
          ),
        );
        expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
        expect(results.filter((r) => r.statusCode === 400)).toHaveLength(49);
      });
    });

    describe('trips (pCarAdd, pCarDetail) and costs (pCarCost, pCarCostDetail)', () => {
      let car: string;
      beforeAll(async () => {
        const c = await clientOf(h(), A.id, '13800000006');
        await authorise(c, approver);
        car = (await certifiedCar(h(), c, admin, '苏E90001')).id;
      });
      const wechat = () => clientOf(h(), A.id, '13800000006');
      const hq = () => ({ place_id: pcarPlaceId(A.id, 'hq') });
      const civic = () => ({ place_id: pcarPlaceId(A.id, 'civic') });

      it('issue 11: a trip between two saved places gets the server-computed distance; a typed one is marked typed and keeps the computed one beside it', async () => {
        const c = await wechat();
        const trip = await logTrip(c, { vehicle_id: car, trip_date: today(), from: hq(), to: civic(), purpose: '办理年检' });
        const expected = placeDistanceM(place('hq'), place('civic'));
        expect(trip).toMatchObject({
          distance_m: expected,
          distance_source: 'computed',
          computed_m: expected,
          state: 'open',
          state_label: '未申请补贴',
          rate_fen_per_km: SEED_RATE_FEN_PER_KM,
          can_edit: true,
          from: { name: '园区总部', lat: place('hq').lat },
        });
        expect(trip.mileage_fen).toBe(Math.floor((SEED_RATE_FEN_PER_KM * expected + 500) / 1000));
        const typed = await logTrip(c, {
          vehicle_id: car,
          trip_date: today(),
          from: hq(),
          to: civic(),
          distance_km: 15.7,
          purpose: '绕行施工路段',
        });
        expect(typed).toMatchObject({ distance_m: 15_700, distance_source: 'typed', computed_m: expected });
        const named = await logTrip(c, {
          vehicle_id: car,
          trip_date: today(),
          from: hq(),
          to: { name: '客户工厂' },
          distance_km: 8,
          purpose: '拜访客户',
        });
        expect(named).toMatchObject({ distance_m: 8_000, computed_m: null, to: { place_id: null, name: '客户工厂', lat: null } });
        const page = pcarTripPageSchema.parse((await c.get(endpointUrl(E.listTrips, undefined, { month: today().slice(0, 7) }))).json());
        expect(page.results.map((t) => t.id)).toEqual(expect.arrayContaining([trip.id, typed.id, named.id]));
      });

      it('issue 11: a trip is refused without a distance, between one place, in the future, with a car not certified or without authorisation', async () => {
        const c = await wechat();
        const post = (body: object) =>
          c.post(endpointUrl(E.createTrip), { vehicle_id: car, trip_date: today(), from: hq(), to: civic(), purpose: '事由', ...body });
        expect((await post({ to: { name: '客户工厂' } })).json()).toEqual({
          distance_km: ['起点或终点不是常用地点，无法计算里程，请手动填写'],
        });
        expect((await post({ to: hq() })).json()).toEqual({ distance_km: ['起点和终点为同一地点，请手动填写里程'] });
        expect((await post({ distance_km: 12.34 })).json()).toEqual({ distance_km: ['里程最多保留一位小数'] });
        expect((await post({ distance_km: 1001 })).json()).toEqual({ distance_km: ['单次里程不能超过1000公里'] });
        expect((await post({ trip_date: plusDays(today(), 1) })).json()).toEqual({ trip_date: ['出车日期不能晚于今天'] });
        expect((await post({ to: undefined })).json()).toEqual({ to: ['请选择终点'] });
        expect((await post({ to: { place_id: pcarPlaceId(B.id, 'hq') } })).json()).toEqual({ to: ['常用地点不存在'] });
        expect((await post({ purpose: '' })).json()).toEqual({ purpose: ['请填写出车事由'] });
        // before the authorisation started
        expect((await post({ trip_date: plusDays(today(), -1) })).json()).toEqual({
          non_field_errors: ['出车日期不在您已获批的私车公用授权期内，请先申请授权'],
        });
        // someone else's car; a car without certification
        expect(
          (
            await patrol.post(endpointUrl(E.createTrip), { vehicle_id: car, trip_date: today(), from: hq(), to: civic(), purpose: 'x' })
          ).json(),
        ).toEqual({
          vehicle_id: ['请选择您本人登记的车辆'],
        });
        const bare = pcarVehicleSchema.parse(
          (await c.post(endpointUrl(E.createVehicle), { plate: '苏E90002', brand_model: '长安' })).json(),
        );
        expect((await post({ vehicle_id: bare.id })).json()).toEqual({
          vehicle_id: ['该车辆尚未通过认证（或保险已过期），暂不能登记出车'],
        });
      });

      it('issue 11: costs with vouchers: the trip total is mileage + fees; another staff sees none of it; a cost is removed while open', async () => {
        const c = await wechat();
        const trip = await logTrip(c, { vehicle_id: car, trip_date: today(), from: hq(), to: civic(), purpose: '送材料' });
        const voucher = await picture(h(), c, '停车票.png');
        const post = (body: object) =>
          c.post(endpointUrl(E.createFee, { id: trip.id }), { fee_type: 'parking', amount_fen: 1200, attachments: [voucher], ...body });
        expect((await post({ attachments: [] })).json()).toEqual({ attachments: ['请上传票据照片'] });
        expect((await post({ amount_fen: 12.5 })).json()).toEqual({ amount_fen: ['金额须精确到分'] });
        expect((await post({ fee_type: 'fuel' })).json()).toEqual({ fee_type: ['请选择费用类型'] });
        const res = await post({ remark: '地下停车场' });
        expect(res.statusCode).toBe(201);
        const fee = pcarFeeSchema.parse(res.json());
        expect(fee).toMatchObject({ fee_type_name: '停车费', amount_fen: 1200, remark: '地下停车场', can_remove: true });
        expect(fee.vouchers.map((v) => v.id)).toEqual([voucher]);
        const toll = pcarFeeSchema.parse((await post({ fee_type: 'toll', amount_fen: 2500, attachments: [await picture(h(), c)] })).json());
        const detail = pcarTripSchema.parse((await c.get(endpointUrl(E.getTrip, { id: trip.id }))).json());
        expect(detail.fees.map((f) => f.id)).toEqual([fee.id, toll.id]);
        expect(detail.fees_fen).toBe(3700);
        expect(detail.total_fen).toBe(detail.mileage_fen + 3700);

        expect((await patrol.get(endpointUrl(E.getTrip, { id: trip.id }))).statusCode).toBe(404);
        expect((await patrol.get(endpointUrl(E.getFee, { id: fee.id }))).statusCode).toBe(404);
        expect(
          (await patrol.post(endpointUrl(E.createFee, { id: trip.id }), { fee_type: 'toll', amount_fen: 1, attachments: [voucher] }))
            .statusCode,
        ).toBe(404);
        expect((await patrol.post(endpointUrl(E.removeFee, { id: fee.id }))).statusCode).toBe(404);
        expect(pcarTripSchema.parse((await admin.get(endpointUrl(E.getTrip, { id: trip.id }))).json()).can_edit).toBe(false);

        expect((await c.post(endpointUrl(E.removeFee, { id: toll.id }))).json()).toEqual({ detail: '已删除' });
        expect(pcarTripSchema.parse((await c.get(endpointUrl(E.getTrip, { id: trip.id }))).json()).fees_fen).toBe(1200);
        expect((await c.post(endpointUrl(E.removeTrip, { id: trip.id }))).json()).toEqual({ detail: '已删除' });
        expect((await c.get(endpointUrl(E.getTrip, { id: trip.id }))).statusCode).toBe(404);
      });
    });

    it('issue 11: the seeded staff is authorised with a certified car and has this month on the home summary', async () => {
      const summary = pcarSummarySchema.parse((await staff.get(endpointUrl(E.summary))).json());
      expect(summary).toMatchObject({ authorised: true, vehicle_count: 1, usable_vehicle_count: 1, pending_subsidies: 1 });
      expect(summary.month.period).toBe(today().slice(0, 7));
      expect(summary.month.trip_count).toBeGreaterThan(0);
    });
  },
  { extraDeliveries: [recorder] },
);
