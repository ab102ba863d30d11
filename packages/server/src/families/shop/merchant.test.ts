import { beforeAll, expect, it } from 'vitest';
import {
  activityDetailSchema,
  activityPageSchema,
  advertPageSchema,
  bannerEndpoints,
  bannerPageSchema,
  bannerSchema,
  endpointUrl,
  homeBannerSchema,
  myMemberSchema,
  orderEndpoints,
  shopApplicationPageSchema,
  shopApplicationSchema,
  shopEndpoints,
  shopManageSchema,
  type FileRef,
} from '@campus/contracts';
import { z } from 'zod';
import { A, B, describeOnDatabase } from '../../platform/test/harness.ts';
import { clientOf, uploadAs, type Client } from '../../platform/test/client.ts';
import { DEMO_RECEIPT_PNG } from '../../platform/files/seed.ts';
import { seedActivityId, seedBannerId, seedShopId } from './seed.ts';

const homeBanners = z.array(homeBannerSchema);

describeOnDatabase('becoming a merchant, banners, adverts, activities, membership (issue 14)', (h) => {
  let admin: Client;
  let approver: Client;
  let driver: Client; // 公务车司机: the applicant
  let plain: Client;
  let merchant: Client;
  let adminB: Client;
  beforeAll(async () => {
    admin = await clientOf(h(), A.id);
    approver = await clientOf(h(), A.id, '13800000004');
    driver = await clientOf(h(), A.id, '13800000003');
    plain = await clientOf(h(), A.id, '13800000005');
    merchant = await clientOf(h(), A.id, '13800000006');
    adminB = await clientOf(h(), B.id);
  });

  const upload = async (c: Client, name = '营业执照.png') => (await uploadAs(h(), c, { bytes: DEMO_RECEIPT_PNG, name })).json<FileRef>();

  it('applyShop -> approveShopOwner on the workflow: the admin approves and the applicant owns the new shop', async () => {
    const licence = await upload(driver);
    const body = {
      name: '司机的水果铺',
      kind: 'retail',
      intro: '时令水果，现切果盒',
      contact_phone: '13800000003',
      address: '生活区2号楼',
      attachments: [licence.id],
    };
    const res = await driver.post(shopEndpoints.applyShop.url, body);
    expect(res.statusCode, res.body).toBe(201);
    const app = shopApplicationSchema.parse(res.json());
    expect(app).toMatchObject({
      status: 10,
      status_label: '审核中',
      kind_label: '零售商铺',
      attachments: [{ id: licence.id }],
      shop_id: null,
    });
    // one open application at a time
    expect((await driver.post(shopEndpoints.applyShop.url, { ...body, name: '另一家' })).json()).toEqual({
      non_field_errors: ['您已有审核中的开店申请'],
    });
    // the admin's to-do: the same list on /approveShopOwner and in the approval centre
    const todo = shopApplicationPageSchema.parse(
      (await admin.get(endpointUrl(shopEndpoints.listApplications, {}, { scope: 'todo' }))).json(),
    );
    expect(todo.results.find((a) => a.id === app.id)?.can_approve).toBe(true);
    expect((await approver.get(endpointUrl(shopEndpoints.listApplications, {}, { scope: 'all' }))).statusCode).toBe(403);
    expect((await driver.get(shopEndpoints.manage.url)).json()).toMatchObject({ is_merchant: false });
    const approved = await admin.post(endpointUrl(orderEndpoints.approve, { id: app.id }), { comment: '证照齐全' });
    expect(approved.statusCode, approved.body).toBe(200);
    const mine = shopApplicationPageSchema.parse((await driver.get(shopEndpoints.listApplications.url)).json());
    expect(mine.results[0]).toMatchObject({ id: app.id, status: 20, status_label: '已开店', shop_id: expect.any(String) });
    const manage = shopManageSchema.parse((await driver.get(shopEndpoints.manage.url)).json());
    expect(manage).toMatchObject({ is_merchant: true, shops: [{ name: '司机的水果铺', owner: { name: '公务车司机' }, can_manage: true }] });
    expect(manage.shops[0]?.categories.map((c) => c.name)).toEqual(['热销', '全部商品']);
    // a taken name and a missing licence are refused
    const taken = await plain.post(shopEndpoints.applyShop.url, { ...body, attachments: [(await upload(plain)).id] });
    expect(taken.json()).toEqual({ name: ['该店铺名称已被使用'] });
    expect((await plain.post(shopEndpoints.applyShop.url, { ...body, name: '新店', attachments: [] })).json()).toEqual({
      attachments: ['请上传营业执照等证照'],
    });
  });

  it('a rejected application says why and opens no shop', async () => {
    const res = await plain.post(shopEndpoints.applyShop.url, {
      name: '普通员工的书店',
      kind: 'retail',
      intro: '二手书',
      contact_phone: '13800000005',
      address: '图书馆旁',
      attachments: [(await upload(plain)).id],
    });
    const app = shopApplicationSchema.parse(res.json());
    expect((await admin.post(endpointUrl(orderEndpoints.reject, { id: app.id }), { reason: '证照不清晰' })).statusCode).toBe(200);
    const mine = shopApplicationPageSchema.parse((await plain.get(shopEndpoints.listApplications.url)).json());
    expect(mine.results[0]).toMatchObject({ status: -20, status_label: '已驳回', reject_reason: '证照不清晰', shop_id: null });
    expect((await plain.get(shopEndpoints.manage.url)).json()).toMatchObject({ is_merchant: false, shops: [] });
  });

  it('banners: the home screen shows its company’s; a merchant adds one for his shop, it appears on the home screen of that company only', async () => {
    const before = homeBanners.parse((await plain.get(bannerEndpoints.home.url)).json());
    // issue 34: the company's own (its tenant's title), 订水, the store's news
    expect(before.map((b) => b.title)).toEqual([
      '岭南智慧校园：出行、食宿、办公一站办理',
      '订水上线：桶装水、整箱水送到工位',
      '园区便利店上新：鲜食外卖送到工位',
    ]);
    expect(before.map((b) => b.link)).toEqual([null, '/takeawayGoods?view=water', '/shops']);
    for (const b of before) expect(b.image.mime).toBe('image/png');
    expect(homeBanners.parse((await adminB.get(bannerEndpoints.home.url)).json())[0]?.title).toBe('三安智慧园区：出行、食宿、办公一站办理');
    const image = await upload(merchant, '新品.png');
    const res = await merchant.post(bannerEndpoints.create.url, { title: '便利店新品八折', image: [image.id], sort: 0 });
    expect(res.statusCode, res.body).toBe(201);
    const banner = bannerSchema.parse(res.json());
    expect(banner).toMatchObject({ shop: { name: '园区便利店' }, link: `/shopGoods?shop=${seedShopId(A.id, 'store')}`, active: true });
    const after = homeBanners.parse((await plain.get(bannerEndpoints.home.url)).json());
    expect(after.map((b) => b.title)).toContain('便利店新品八折');
    expect(homeBanners.parse((await adminB.get(bannerEndpoints.home.url)).json()).map((b) => b.title)).not.toContain('便利店新品八折');
    // the merchant manages his own, not the company's; a plain staff none
    const list = bannerPageSchema.parse((await merchant.get(bannerEndpoints.list.url)).json());
    expect(list.results.map((b) => b.title)).toEqual(['便利店新品八折']);
    expect((await merchant.put(endpointUrl(bannerEndpoints.update, { id: seedBannerId(A.id) }), { active: false })).statusCode).toBe(403);
    expect((await plain.get(bannerEndpoints.list.url)).statusCode).toBe(403);
    expect((await plain.post(bannerEndpoints.create.url, { title: 'x', image: [(await upload(plain)).id] })).statusCode).toBe(403);
    // links stay inside the app
    expect(
      (await merchant.post(bannerEndpoints.create.url, { title: 'x', image: [image.id], link: 'https://evil.example/' })).json(),
    ).toEqual({
      link: ['链接必须是本应用内的页面路径，例如 /shops'],
    });
    // switched off by the admin: gone from the home screen
    await admin.put(endpointUrl(bannerEndpoints.update, { id: banner.id }), { active: false });
    expect(homeBanners.parse((await plain.get(bannerEndpoints.home.url)).json()).map((b) => b.title)).not.toContain('便利店新品八折');
  });

  it('adverts: the active ones for everyone; a merchant adds his shop’s', async () => {
    const shown = advertPageSchema.parse((await plain.get(shopEndpoints.listAdverts.url)).json());
    expect(shown.results.map((a) => a.title)).toEqual(['鲜食外卖上线']);
    const res = await merchant.post(shopEndpoints.createAdvert.url, { title: '会员日全场九折', content: '每周三' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ shop: { name: '园区便利店' }, link: `/shopGoods?shop=${seedShopId(A.id, 'store')}` });
    expect((await plain.get(endpointUrl(shopEndpoints.listAdverts, {}, { manage: 1 }))).statusCode).toBe(403);
  });

  it('activities: sign up and cancel; the organiser sees who; the last place goes to exactly one of many', async () => {
    const id = seedActivityId(A.id, 'market');
    const signed = activityDetailSchema.parse((await plain.post(endpointUrl(shopEndpoints.signUp, { id }))).json());
    expect(signed).toMatchObject({ signed_up: true, signed_count: 1, state: 'open', signups: [] });
    expect((await plain.post(endpointUrl(shopEndpoints.signUp, { id }))).json()).toEqual({ non_field_errors: ['您已报名'] });
    const organiser = activityDetailSchema.parse((await admin.get(endpointUrl(shopEndpoints.getActivity, { id }))).json());
    expect(organiser.signups.map((s) => s.staff.name)).toEqual(['普通员工']);
    const cancelled = activityDetailSchema.parse((await plain.post(endpointUrl(shopEndpoints.cancelSignUp, { id }))).json());
    expect(cancelled).toMatchObject({ signed_up: false, signed_count: 0 });

    // one place, seven staff at once (every demo staff of the company), many times each
    const res = await admin.post(shopEndpoints.createActivity.url, {
      title: '最后一个名额',
      description: '测试',
      place: '会议室',
      start_at: new Date(Date.now() + 86_400_000).toISOString(),
      end_at: new Date(Date.now() + 90_000_000).toISOString(),
      capacity: 1,
    });
    expect(res.statusCode, res.body).toBe(201);
    const one = activityDetailSchema.parse(res.json()).id;
    const everyone = [
      admin,
      approver,
      driver,
      plain,
      merchant,
      await clientOf(h(), A.id, '13800000001'),
      await clientOf(h(), A.id, '13800000002'),
    ];
    const tries = await Promise.all(
      Array.from({ length: 50 }, (_, i) => (everyone[i % everyone.length] as Client).post(endpointUrl(shopEndpoints.signUp, { id: one }))),
    );
    expect(tries.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const detail = activityDetailSchema.parse((await admin.get(endpointUrl(shopEndpoints.getActivity, { id: one }))).json());
    expect(detail).toMatchObject({ signed_count: 1, state: 'full', state_label: '名额已满' });
    expect(detail.signups).toHaveLength(1);
    const list = activityPageSchema.parse((await plain.get(shopEndpoints.listActivities.url)).json());
    expect(list.results.map((a) => a.title)).toEqual(expect.arrayContaining(['周末跳蚤市场', '咖啡品鉴会', '最后一个名额']));
    // only admins and merchants publish
    expect(
      (
        await plain.post(shopEndpoints.createActivity.url, {
          title: 'x',
          description: 'x',
          place: 'x',
          start_at: new Date().toISOString(),
          end_at: new Date(Date.now() + 1000).toISOString(),
          capacity: 1,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('membership: one card per staff, even when asked 20 times at once', async () => {
    expect(myMemberSchema.parse((await approver.get(shopEndpoints.myMember.url)).json())).toEqual({ member: null });
    const tries = await Promise.all(
      Array.from({ length: 20 }, () =>
        approver.post(shopEndpoints.createMember.url, { name: '审批人', phone: '13800000004', birthday: '1990-05-01', agree: true }),
      ),
    );
    expect(tries.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const card = myMemberSchema.parse((await approver.get(shopEndpoints.myMember.url)).json()).member;
    expect(card).toMatchObject({
      name: '审批人',
      level_label: '普通会员',
      birthday: '1990-05-01',
      member_no: expect.stringMatching(/^M\d{12}$/),
    });
    expect(card?.code).toBe(`member:${card?.member_no ?? ''}`);
    expect((await plain.post(shopEndpoints.createMember.url, { name: '', phone: '123', agree: false })).json()).toEqual({
      name: ['请填写姓名'],
      phone: ['请输入11位手机号'],
      agree: ['请阅读并同意会员协议'],
    });
  });
});
