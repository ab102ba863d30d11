import type { PushMessage } from '@campus/contracts';
import { describe, expect, it } from 'vitest';
import { composeModules } from '../modules/compose-modules.ts';
import type { ModuleManifest } from '../modules/manifest.ts';
import { routePush } from './push-routing.ts';

// The rules over fixture tables; the real families' rows are tested in packages/app (push-routing.test.ts).
const host: ModuleManifest = {
  module: 'host',
  routes: [{ path: '/approvals', name: 'approvals', title: '审批' }],
  approvalHost: { path: '/approvals', detailRoute: (view) => ({ path: view.detail, name: view.detail, title: view.title }) },
};
const family: ModuleManifest = {
  module: 'family',
  routes: [],
  stashKeys: { order: ['_approvalThing'], id: ['thingId'] },
  pushRoutes: [
    { msgType: 'THING', action: 'open', target: { path: '/things/detail', stash: 'thingId' } },
    { msgType: 'THING', action: 'approve', target: { approval: 'thing' } },
    { msgType: 'THING', target: { alert: true } },
    { msgType: 'PROP', module: 'thing', target: { path: '/props' } },
  ],
  approvalViews: [
    { module: 'thing', detail: 'thingDetail', title: 't', stash: '_approvalThing' },
    { module: 'typed', detail: 'typedDetail', title: 't', passOrderType: true },
    { module: 'own', detail: 'ownApprove', title: 't', at: '/own/ownApprove' },
  ],
};
const tables = composeModules([host, family]);

function msg(extras: Partial<PushMessage['extras']> & { msg_type: string }): PushMessage {
  return { title: '通知', content: '内容', extras: { msg_id: 7, ...extras } };
}

describe('routePush over the composed tables', () => {
  it("APPROVAL opens the module's detail under the host, with type 0 and its {id, type} stash", () => {
    expect(routePush(msg({ msg_type: 'APPROVAL', extra_param: { module: 'thing' } }), tables)).toEqual({
      kind: 'navigate',
      path: '/approvals/thingDetail',
      query: { id: '7', type: '0' },
      stash: { key: '_approvalThing', value: JSON.stringify({ id: 7, type: 0 }) },
    });
  });

  it("a view with its family's own approval screen (at) opens that screen, and adds no detail under the host", () => {
    expect(routePush(msg({ msg_type: 'APPROVAL', extra_param: { module: 'own' } }), tables)).toEqual({
      kind: 'navigate',
      path: '/own/ownApprove',
      query: { id: '7', type: '0' },
    });
    expect(tables.routes.flat.map((r) => r.fullPath).filter((p) => p.startsWith('/approvals/'))).toEqual([
      '/approvals/thingDetail',
      '/approvals/typedDetail',
    ]);
  });

  it('a view with passOrderType also passes order_type', () => {
    expect(routePush(msg({ msg_type: 'APPROVAL', order_type: 'x', extra_param: { module: 'typed' } }), tables)).toMatchObject({
      query: { id: '7', type: '0', order_type: 'x' },
    });
  });

  it('APPROVAL of an unknown module opens the list; without a host, nothing', () => {
    expect(routePush(msg({ msg_type: 'APPROVAL', extra_param: { module: 'nope' } }), tables)).toEqual({
      kind: 'navigate',
      path: '/approvals',
      query: {},
    });
    expect(routePush(msg({ msg_type: 'APPROVAL' }), composeModules([]))).toEqual({ kind: 'none' });
  });

  it('a row matching the action wins over the fallback; a bare-id stash', () => {
    expect(routePush(msg({ msg_type: 'THING', extra_param: { action_type: 'open' } }), tables)).toEqual({
      kind: 'navigate',
      path: '/things/detail',
      query: { id: '7' },
      stash: { key: 'thingId', value: '7' },
    });
    expect(routePush(msg({ msg_type: 'THING', extra_param: { action_type: 'approve' } }), tables)).toMatchObject({
      path: '/approvals/thingDetail',
    });
  });

  it("no matching row: the msg_type's fallback, else nothing", () => {
    expect(routePush(msg({ msg_type: 'THING', extra_param: { action_type: 'other' } }), tables)).toEqual({
      kind: 'alert',
      button: '知道了',
      title: '通知',
      content: '内容',
    });
    expect(routePush(msg({ msg_type: 'PROP', order_type: 'other' }), tables)).toEqual({ kind: 'none' });
    expect(routePush(msg({ msg_type: 'PROP', order_type: 'thing' }), tables)).toEqual({
      kind: 'navigate',
      path: '/props',
      query: { id: '7' },
    });
    expect(routePush(msg({ msg_type: 'UNKNOWN' }), tables)).toEqual({ kind: 'none' });
  });
});
