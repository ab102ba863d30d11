import { describe, expect, it } from 'vitest';
import { composeModules } from './compose-modules.ts';
import type { ApprovalView, ModuleManifest } from './manifest.ts';

// Fixture families: core is tested without naming a real one.
const host: ModuleManifest = {
  module: 'host',
  routes: [{ path: '/approvals', name: 'approvals', title: '审批', children: [{ path: 'list', name: 'list', title: '列表' }] }],
  approvalHost: {
    path: '/approvals',
    detailRoute: (view: ApprovalView) => ({ path: view.detail, name: view.detail, title: view.title }),
  },
};
const family: ModuleManifest = {
  module: 'family',
  routes: [{ path: '/things', name: 'things', title: '事物' }],
  menu: {
    keywords: { thing_kw: 'things' },
    impliedRoutes: { things: ['thingsExtra'] },
    hidden: ['thingsExtra'],
    inApp: { thingH5: { path: '/things?tab=h5', routes: ['things'] } },
    builtin: { thing_view: [{ path: '/things?view=1', routes: ['things'] }] },
  },
  stashKeys: { order: ['_approvalThing'], id: ['thingId'] },
  pushRoutes: [
    { msgType: 'THING', target: { alert: true } },
    { msgType: 'THING', action: 'open', target: { path: '/things', stash: 'thingId' } },
  ],
  approvalViews: [{ module: 'thing', detail: 'approvalThingDetail', title: '事物审批', stash: '_approvalThing' }],
};

describe('composeModules', () => {
  it('hangs every approval view under the host route, after its own children', () => {
    const { routes, approval } = composeModules([host, family]);
    expect(routes.flat.map((route) => route.fullPath)).toEqual([
      '/approvals',
      '/approvals/list',
      '/approvals/approvalThingDetail',
      '/things',
    ]);
    expect(approval.basePath).toBe('/approvals');
    expect(approval.byDetail.get('approvalThingDetail')?.module).toBe('thing');
  });

  it('joins the menu parts and the stash keys', () => {
    const { menu, stashKeys } = composeModules([host, family]);
    expect(menu.keywords.get('thing_kw')).toBe('things');
    expect(menu.implied.get('things')).toEqual(['thingsExtra']);
    expect([...menu.hidden]).toEqual(['thingsExtra']);
    expect(menu.inApp.get('thingH5')).toEqual({ path: '/things?tab=h5', routes: ['things'] });
    expect(menu.builtin.get('thing_view')).toEqual([{ path: '/things?view=1', routes: ['things'] }]);
    expect([...stashKeys.order]).toEqual(['_approvalThing']);
    expect([...stashKeys.id]).toEqual(['thingId']);
  });

  it("puts a msg_type's fallback row after its specific rows, whatever the declaration order", () => {
    const rows = composeModules([host, family]).push.byType.get('THING') ?? [];
    expect(rows.map((row) => row.action ?? '*')).toEqual(['open', '*']);
  });

  it('an empty list composes to empty tables', () => {
    const composed = composeModules([]);
    expect(composed.routes.flat).toEqual([]);
    expect(composed.approval.basePath).toBeNull();
    expect(composed.push.byType.size).toBe(0);
  });

  it.each<[string, ModuleManifest[]]>([
    ['a module listed twice', [host, family, family]],
    ['a keyword claimed twice', [host, family, { module: 'b', routes: [], menu: { keywords: { thing_kw: 'x' } } }]],
    [
      'an in-app entry claimed twice',
      [host, family, { module: 'b', routes: [], menu: { inApp: { thingH5: { path: '/b', routes: [] } } } }],
    ],
    [
      'a built-in view claimed twice',
      [host, family, { module: 'b', routes: [], menu: { builtin: { thing_view: [{ path: '/b', routes: ['b'] }] } } }],
    ],
    ['a built-in view naming no screen', [host, { module: 'b', routes: [], menu: { builtin: { other_view: [] } } }]],
    ['a stash key declared twice', [host, family, { module: 'b', routes: [], stashKeys: { id: ['_approvalThing'] } }]],
    [
      'an approval view of one module twice',
      [host, family, { module: 'b', routes: [], approvalViews: [{ module: 'thing', detail: 'other', title: 't' }] }],
    ],
    ['an approval view without a host', [family]],
    [
      'an approval view reading an undeclared stash key',
      [host, { module: 'b', routes: [], approvalViews: [{ module: 'm', detail: 'd', title: 't', stash: '_nope' }] }],
    ],
    [
      'a push row stashing an undeclared key',
      [host, { module: 'b', routes: [], pushRoutes: [{ msgType: 'X', target: { path: '/x', stash: 'nope' } }] }],
    ],
    [
      'a push row opening an approval nobody declares',
      [host, { module: 'b', routes: [], pushRoutes: [{ msgType: 'X', target: { approval: 'nope' } }] }],
    ],
    ['the same push row twice', [host, family, { module: 'b', routes: [], pushRoutes: [{ msgType: 'THING', target: { alert: true } }] }]],
    ['a host path that is not a route of the host', [{ ...host, routes: [] }]],
  ])('refuses %s (a programming error, found at start-up and by this test)', (_case, manifests) => {
    expect(() => composeModules(manifests)).toThrow();
  });
});
