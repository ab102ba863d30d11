import { expect, it } from 'vitest';
import { permissionRulesSchema, type PermissionRule, permissionEndpoints, endpointUrl } from '@campus/contracts';
import { A, B, auth, describeOnDatabase } from '../../test/harness.ts';

/** Every keyword spec section 6 names: keyword table, built-in views, whitelist. */
const specKeywords = [
  'official_car_v2',
  'official_car_v3',
  'private_car',
  'approval_order',
  'apply_dormitory',
  'water_electricity',
  'material_supply',
  'dormitory2',
  'suiteDormitory',
  'scan_check',
  'notice_list',
  'official_car',
  'water_ordering',
  'eBuy',
  'inspectH5',
  'repairH5',
  'off3DriverH5',
];
const routeKeywords = [
  'bus',
  'space',
  'seat',
  'survey',
  'message',
  'reception',
  'canteenApply',
  'assetReceive',
  'd2Page',
  'chatGpt',
  'coupons',
  'shops',
  'interact',
  'flowSend',
];

const childKeywords = (rules: PermissionRule[]) => new Set(rules.flatMap((r) => r.child.map((c) => c.keyword)));

describeOnDatabase('permission rules (spec §3 Permission rule entry, §6)', (h) => {
  const fetchRules = async (companyId: string, phone: string) => {
    const { token } = await h().login(companyId, phone);
    const res = await h().app.inject({ method: 'GET', url: endpointUrl(permissionEndpoints.rules), headers: auth(token) });
    expect(res.statusCode).toBe(200);
    return permissionRulesSchema.parse(res.json());
  };

  it('spec §3: entries are {name, keyword, is_active, child: [{name, keyword, ico, isShow}]}', async () => {
    const rules = await fetchRules(A.id, '13800000000');
    expect(rules.length).toBeGreaterThan(3);
    for (const r of rules) {
      expect(Object.keys(r).sort()).toEqual(['child', 'is_active', 'keyword', 'name']);
      for (const c of r.child) expect(Object.keys(c).sort()).toEqual(['ico', 'isShow', 'keyword', 'name']);
    }
  });

  it('spec §6: the admin list covers every keyword of section 6 and the plain route names', async () => {
    const keys = childKeywords(await fetchRules(A.id, '13800000000'));
    for (const k of [...specKeywords, ...routeKeywords]) expect(keys, k).toContain(k);
  });

  it('spec §6 menu rules are visible: an inactive parent and an isShow:false child exist', async () => {
    const rules = await fetchRules(B.id, '13800000005');
    expect(rules.some((r) => !r.is_active && r.child.length > 0)).toBe(true);
    expect(rules.some((r) => r.is_active && r.child.some((c) => !c.isShow))).toBe(true);
  });

  it('issue: the list depends on the role (admin tools for admins only)', async () => {
    const admin = childKeywords(await fetchRules(A.id, '13800000000'));
    const approver = childKeywords(await fetchRules(A.id, '13800000004'));
    const plain = childKeywords(await fetchRules(A.id, '13800000005'));
    expect(admin.has('approveShopOwner')).toBe(true);
    expect(approver.has('approveShopOwner')).toBe(false);
    expect(plain.has('approveShopOwner')).toBe(false);
    // everyone applies through the approval centre and starts flows
    for (const staff of [admin, approver, plain]) expect(staff.has('approval_order') && staff.has('flowSend')).toBe(true);
    expect(plain.has('notice_list')).toBe(true);
  });

  it('issue: the list depends on the company (each company sees its own entries)', async () => {
    const a = await fetchRules(A.id, '13800000005');
    const b = await fetchRules(B.id, '13800000005');
    const notice = (rules: PermissionRule[]) => rules.flatMap((r) => r.child).find((c) => c.keyword === 'notice_list')?.name;
    expect(notice(a)).toBe('岭南校园公告');
    expect(notice(b)).toBe('三安园区公告');
  });

  it('issue: asking with another company id answers 404 and no data', async () => {
    const { token } = await h().login(A.id);
    const res = await h().app.inject({
      method: 'GET',
      url: `${endpointUrl(permissionEndpoints.rules)}?company_id=${B.id}`,
      headers: auth(token),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: '未找到' });
    const own = await h().app.inject({
      method: 'GET',
      url: `${endpointUrl(permissionEndpoints.rules)}?company_id=${A.id}`,
      headers: auth(token),
    });
    expect(own.statusCode).toBe(200);
  });
});
