import type { PermissionChild, PermissionRule } from '@campus/contracts';
import { describe, expect, it } from 'vitest';
import {
  ALWAYS_AUTHORISED,
  BUILTIN_VIEWS,
  composeModules,
  FLAG_WHITELIST,
  keywordToModule as toModule,
  menuItemPath,
  moduleKind,
  PERSONAL_CENTRE_SECTION,
  resolvePermissions as resolveWith,
  whitelistFor,
  type RoleFlags,
} from '@campus/core';
import { modules } from './modules.ts';

// Core's permission rules over the family tables of app's one list (the manifests' menu parts).
const { menu } = composeModules(modules);
const KEYWORD_TO_MODULE = Object.fromEntries(menu.keywords);
const IMPLIED_ROUTES = Object.fromEntries(menu.implied);
const MENU_HIDDEN_MODULES = menu.hidden;
const keywordToModule = (keyword: string) => toModule(keyword, menu);
const resolvePermissions = (rules: PermissionRule[], flags: RoleFlags, routes: ReadonlySet<string>) =>
  resolveWith(rules, flags, routes, menu);

const NO_FLAGS: RoleFlags = { is_patrolman: false, is_repairman: false, is_off3driver: false };
const ROUTES: ReadonlySet<string> = new Set([
  'applyCar',
  'applyCarV3',
  'applyTrip',
  'applyDailyCarV3',
  'applyCar3Driving',
  'privateCar',
  'approvalProcess',
  'applyDormitory',
  'livingCost',
  'materialReceive',
  'd2Collective',
  'd2Suite',
  'd2Page',
  'scanCode',
  'notice',
  'pBorrow',
  'pTrans',
  'assetReceive',
  'userInfo',
  'bus',
  'mPage',
]);

/** The shop family's goods and confirmation screens (the water view's). */
const SHOP_ROUTES: ReadonlySet<string> = new Set([...ROUTES, 'takeawayGoods', 'shopGoods', 'doubleColorOks']);

function child(keyword: string, extra: Partial<PermissionChild> = {}): PermissionChild {
  return { name: `n-${keyword}`, keyword, ico: `i-${keyword}`, isShow: true, ...extra };
}
function rule(children: PermissionChild[], extra: Partial<PermissionRule> = {}): PermissionRule {
  return { name: '服务', keyword: 'service', is_active: true, child: children, ...extra };
}
function resolve(children: PermissionChild[], flags: RoleFlags = NO_FLAGS, routes = ROUTES) {
  return resolvePermissions([rule(children)], flags, routes);
}
function menuModules(result: ReturnType<typeof resolvePermissions>): string[] {
  return result.menu.flatMap((section) => section.items.map((item) => item.module));
}

describe('keyword to module table (spec 6)', () => {
  it.each([
    ['official_car_v2', 'applyCar'],
    ['official_car_v3', 'applyCarV3'],
    ['private_car', 'privateCar'],
    ['approval_order', 'approvalProcess'],
    ['apply_dormitory', 'applyDormitory'],
    ['water_electricity', 'livingCost'],
    ['material_supply', 'materialReceive'],
    ['dormitory2', 'd2Collective'],
    ['suiteDormitory', 'd2Suite'],
    ['scan_check', 'scanCode'],
    ['notice_list', 'notice'],
  ])('spec 6: keyword %s maps to module %s', (keyword, module) => {
    expect(KEYWORD_TO_MODULE[keyword]).toBe(module);
    expect(keywordToModule(keyword)).toBe(module);
  });

  it('spec 6: the table has exactly the eleven rows of the spec', () => {
    expect(Object.keys(KEYWORD_TO_MODULE)).toHaveLength(11);
  });

  it('spec 6: any other keyword maps to itself', () => {
    expect(keywordToModule('bus')).toBe('bus');
  });

  it('spec 6: an inherited object key (toString) is not a table row', () => {
    expect(keywordToModule('toString')).toBe('toString');
  });

  it('spec 6: a child keyword is resolved through the table before the route check', () => {
    const result = resolve([child('official_car_v2')]);
    expect(result.routerNames).toContain('applyCar');
    expect(result.menu[0]?.items[0]).toMatchObject({ keyword: 'official_car_v2', module: 'applyCar', kind: 'route' });
  });
});

describe('child visibility (spec 6)', () => {
  it('spec 6: a child of an active parent whose module is an open route is shown and authorised', () => {
    const result = resolve([child('bus')]);
    expect(result.routerNames).toContain('bus');
    expect(result.menu[0]).toEqual({
      name: '服务',
      keyword: 'service',
      items: [{ name: 'n-bus', keyword: 'bus', module: 'bus', ico: 'i-bus', kind: 'route' }],
    });
  });

  it('spec 6: children of an inactive parent are neither shown nor authorised', () => {
    const result = resolvePermissions([rule([child('bus')], { is_active: false })], NO_FLAGS, ROUTES);
    expect(result.routerNames).not.toContain('bus');
    expect(menuModules(result)).toEqual(['userInfo']);
  });

  it('spec 6: a child whose module is no route, no built-in view and not whitelisted is dropped', () => {
    const result = resolve([child('unknownThing')]);
    expect(result.routerNames).not.toContain('unknownThing');
    expect(menuModules(result)).toEqual(['userInfo']);
  });

  it.each([...BUILTIN_VIEWS])('spec 6: built-in view %s is shown as builtin but is not a permitted route', (keyword) => {
    const result = resolve([child(keyword)]);
    expect(result.menu[0]?.items[0]).toMatchObject({ module: keyword, kind: 'builtin' });
    expect(result.routerNames).not.toContain(keyword);
  });

  it('spec 6, issue 34: the built-in view official_car opens the company’s car service: version 3 unless the rules grant version 2 only', () => {
    const alone = resolve([child('official_car')]);
    expect(alone.menu[0]?.items[0]).toMatchObject({ module: 'official_car', kind: 'builtin', path: '/applyCarV3' });
    expect(alone.routerNames).toEqual(expect.arrayContaining(['applyCarV3', 'applyTrip', 'applyDailyCarV3', 'applyCar3Driving']));
    // a company on version 2 (its v2 entry authorised, listed or not): the view is that service
    const v2 = resolve([child('official_car'), child('official_car_v2', { isShow: false })]);
    expect(v2.menu[0]?.items[0]).toMatchObject({ module: 'official_car', path: '/applyCar' });
    expect(v2.routerNames).not.toContain('applyCarV3');
    // both granted: version 3, wherever the entries stand
    const both = resolve([child('official_car'), child('official_car_v2', { isShow: false }), child('official_car_v3', { isShow: false })]);
    expect(both.menu[0]?.items[0]).toMatchObject({ path: '/applyCarV3' });
  });

  it('spec 6, issue 34: the built-in view water_ordering (订水) opens the shop’s delivered water and authorises its screens', () => {
    const result = resolve([child('water_ordering')], NO_FLAGS, SHOP_ROUTES);
    expect(result.menu[0]?.items[0]).toMatchObject({ module: 'water_ordering', kind: 'builtin', path: '/takeawayGoods?view=water' });
    expect(result.routerNames).toEqual(expect.arrayContaining(['takeawayGoods', 'shopGoods', 'doubleColorOks']));
    expect(result.routerNames).not.toContain('water_ordering');
  });

  it('issue 34: an entry leads to its path, a route to itself; an entry of another site (no path) to nothing', () => {
    expect(menuItemPath({ kind: 'route', module: 'bus' })).toBe('/bus');
    expect(menuItemPath({ kind: 'route', module: 'off3DriverH5', path: '/applyCarV3?tab=driver' })).toBe('/applyCarV3?tab=driver');
    expect(menuItemPath({ kind: 'builtin', module: 'official_car', path: '/applyCarV3' })).toBe('/applyCarV3');
    expect(menuItemPath({ kind: 'builtin', module: 'official_car' })).toBeNull();
    expect(menuItemPath({ kind: 'external', module: 'eBuy' })).toBeNull();
  });

  it('spec 6: the built-in views are official_car and water_ordering', () => {
    expect([...BUILTIN_VIEWS]).toEqual(['official_car', 'water_ordering']);
  });

  it('spec 6: an open route wins over the built-in and whitelist kinds', () => {
    expect(moduleKind('eBuy', whitelistFor(NO_FLAGS), new Set(['eBuy']))).toBe('route');
    expect(moduleKind('official_car', whitelistFor(NO_FLAGS), new Set(['official_car']))).toBe('route');
  });

  it('spec 6: a parent with no visible child gets no menu section', () => {
    const result = resolvePermissions([rule([child('nothing')]), rule([child('bus')], { name: 'B', keyword: 'b' })], NO_FLAGS, ROUTES);
    expect(result.menu.map((section) => section.keyword)).toEqual(['b', 'userInfo']);
  });

  it('spec 6: sections keep the order of the rules and items the order of the children', () => {
    const result = resolvePermissions(
      [rule([child('notice_list'), child('bus')], { keyword: 'a' }), rule([child('private_car')], { keyword: 'b' })],
      NO_FLAGS,
      ROUTES,
    );
    expect(result.menu.map((section) => section.items.map((item) => item.module))).toEqual([
      ['notice', 'bus'],
      ['privateCar'],
      ['userInfo'],
    ]);
  });
});

describe('whitelist (spec 6)', () => {
  it('spec 6: the whitelist always includes eBuy', () => {
    expect([...whitelistFor(NO_FLAGS)]).toEqual(['eBuy']);
    expect(resolve([child('eBuy')]).menu[0]?.items[0]).toMatchObject({ module: 'eBuy', kind: 'external' });
  });

  it('spec 6: a whitelisted keyword is shown as external and is not a permitted route', () => {
    expect(resolve([child('eBuy')]).routerNames).not.toContain('eBuy');
  });

  it('spec 6: is_patrolman adds inspectH5', () => {
    expect(menuModules(resolve([child('inspectH5')]))).not.toContain('inspectH5');
    const result = resolve([child('inspectH5')], { ...NO_FLAGS, is_patrolman: true });
    expect(result.menu[0]?.items[0]).toMatchObject({ module: 'inspectH5', kind: 'route', path: '/inspect' }); // issue 39: served in the app
  });

  it('spec 6: is_repairman adds repairH5', () => {
    expect(menuModules(resolve([child('repairH5')]))).not.toContain('repairH5');
    expect(menuModules(resolve([child('repairH5')], { ...NO_FLAGS, is_repairman: true }))).toContain('repairH5');
  });

  it('spec 6: is_off3driver adds off3DriverH5', () => {
    expect(menuModules(resolve([child('off3DriverH5')]))).not.toContain('off3DriverH5');
    expect(menuModules(resolve([child('off3DriverH5')], { ...NO_FLAGS, is_off3driver: true }))).toContain('off3DriverH5');
  });

  it("spec 6, issue 11: off3DriverH5 is served in the app: the driver's entry opens his trips of the day and authorises applyCarV3 (and what it implies)", () => {
    const without = resolve([child('off3DriverH5')]);
    expect(without.routerNames).not.toContain('applyCarV3');
    const driver = resolve([child('off3DriverH5')], { ...NO_FLAGS, is_off3driver: true });
    expect(driver.menu[0]?.items[0]).toMatchObject({ module: 'off3DriverH5', kind: 'route', path: '/applyCarV3?tab=driver' });
    expect(driver.routerNames).toEqual(expect.arrayContaining(['applyCarV3', 'applyTrip', 'applyDailyCarV3', 'applyCar3Driving']));
  });

  it('spec 6: all three flags together add all three keywords', () => {
    expect(FLAG_WHITELIST).toEqual({ is_patrolman: 'inspectH5', is_repairman: 'repairH5', is_off3driver: 'off3DriverH5' });
    expect([...whitelistFor({ is_patrolman: true, is_repairman: true, is_off3driver: true })].sort()).toEqual([
      'eBuy',
      'inspectH5',
      'off3DriverH5',
      'repairH5',
    ]);
  });

  it('spec 6: a flag does not add the keyword of another flag', () => {
    expect(menuModules(resolve([child('repairH5')], { ...NO_FLAGS, is_patrolman: true }))).not.toContain('repairH5');
  });
});

describe('hidden and implied access (spec 6)', () => {
  it("spec 6: the menu-hidden modules are d2Collective, d2Suite and pBorrow, and the app's own approvalDelegate and approvalSettings (issue 41)", () => {
    expect([...MENU_HIDDEN_MODULES].sort()).toEqual(['approvalDelegate', 'approvalSettings', 'd2Collective', 'd2Suite', 'pBorrow']);
  });

  it('spec 6: module dormitory2 (d2Collective) is hidden from the menu but still authorised', () => {
    const result = resolve([child('dormitory2')]);
    expect(result.routerNames).toContain('d2Collective');
    expect(menuModules(result)).not.toContain('d2Collective');
  });

  it('spec 6: module suiteDormitory (d2Suite) is hidden from the menu but still authorised', () => {
    const result = resolve([child('suiteDormitory')]);
    expect(result.routerNames).toContain('d2Suite');
    expect(menuModules(result)).not.toContain('d2Suite');
  });

  it('spec 6: pBorrow is hidden from the menu but still authorised', () => {
    const result = resolve([child('pBorrow')]);
    expect(result.routerNames).toContain('pBorrow');
    expect(menuModules(result)).not.toContain('pBorrow');
  });

  it('spec 6: authorising applyCarV3 also authorises applyTrip, applyDailyCarV3 and applyCar3Driving', () => {
    const result = resolve([child('official_car_v3')]);
    expect(result.routerNames).toEqual(expect.arrayContaining(['applyCarV3', 'applyTrip', 'applyDailyCarV3', 'applyCar3Driving']));
    expect(menuModules(result)).toEqual(['applyCarV3', 'userInfo']);
  });

  it('spec 6: authorising d2Page also authorises d2Collective and d2Suite', () => {
    const result = resolve([child('d2Page')]);
    expect(result.routerNames).toEqual(expect.arrayContaining(['d2Page', 'd2Collective', 'd2Suite']));
    expect(menuModules(result)).toEqual(['d2Page', 'userInfo']);
  });

  it('spec 6: authorising assetReceive also authorises pBorrow and pTrans', () => {
    const result = resolve([child('assetReceive')]);
    expect(result.routerNames).toEqual(expect.arrayContaining(['assetReceive', 'pBorrow', 'pTrans']));
  });

  it('spec 6: implied routes are not granted without their key', () => {
    const result = resolve([child('bus')]);
    for (const implied of Object.values(IMPLIED_ROUTES).flat()) expect(result.routerNames).not.toContain(implied);
  });

  it('spec 6: implied routes of an inactive parent are not granted', () => {
    const result = resolvePermissions([rule([child('official_car_v3')], { is_active: false })], NO_FLAGS, ROUTES);
    expect(result.routerNames).toEqual(['userInfo']);
  });

  it('spec 6: userInfo is always authorised, even with no rules and no known routes', () => {
    expect(ALWAYS_AUTHORISED).toEqual(['userInfo']);
    expect(resolvePermissions([], NO_FLAGS, new Set()).routerNames).toEqual(['userInfo']);
  });

  it('spec 6: permitted route names carry no duplicates', () => {
    const result = resolvePermissions(
      [rule([child('bus'), child('bus')]), rule([child('bus'), child('userInfo')], { keyword: 'x' })],
      NO_FLAGS,
      ROUTES,
    );
    expect(result.routerNames).toEqual(['bus', 'userInfo']);
  });
});

describe('isShow (spec 3 permission rule entry, spec 6)', () => {
  it('spec 6: isShow false keeps the route authorised but off the menu', () => {
    const result = resolve([child('bus', { isShow: false })]);
    expect(result.routerNames).toContain('bus');
    expect(menuModules(result)).toEqual(['userInfo']);
  });

  it('spec 6: isShow false on a built-in view no family serves grants nothing and shows nothing', () => {
    const result = resolveWith([rule([child('water_ordering', { isShow: false })])], NO_FLAGS, ROUTES, { ...menu, builtin: new Map() });
    expect(result.routerNames).toEqual(['userInfo']);
    expect(menuModules(result)).toEqual(['userInfo']);
  });

  it('spec 6, issue 34: isShow false on a built-in view the app serves authorises its screens, listing nothing', () => {
    const result = resolve([child('water_ordering', { isShow: false })], NO_FLAGS, SHOP_ROUTES);
    expect(result.routerNames).toEqual(expect.arrayContaining(['takeawayGoods', 'doubleColorOks']));
    expect(menuModules(result)).toEqual(['userInfo']);
  });
});

describe('personal centre (spec 6)', () => {
  it('spec 6: a personal-centre entry is appended to the main-page menu when missing', () => {
    const result = resolve([child('bus')]);
    expect(result.menu.at(-1)).toEqual({
      name: '个人中心',
      keyword: 'userInfo',
      items: [{ name: '个人中心', keyword: 'userInfo', module: 'userInfo', ico: '', kind: 'route' }],
    });
  });

  it('spec 6: no personal-centre entry is appended when the menu already has one', () => {
    const result = resolve([child('userInfo')]);
    expect(menuModules(result)).toEqual(['userInfo']);
    expect(result.menu).toHaveLength(1);
    expect(result.menu[0]?.keyword).toBe('service');
  });

  it('spec 6: a hidden (isShow false) userInfo child does not count as present on the menu', () => {
    const result = resolve([child('userInfo', { isShow: false })]);
    expect(result.menu.map((section) => section.keyword)).toEqual(['userInfo']);
  });

  it('spec 6: the appended entry is a copy, so callers cannot change the shared constant', () => {
    const result = resolvePermissions([], NO_FLAGS, ROUTES);
    const item = result.menu[0]?.items[0];
    if (item) item.name = 'changed';
    expect(PERSONAL_CENTRE_SECTION.items[0]?.name).toBe('个人中心');
  });
});
