import { describe, expect, it } from 'vitest';
import { composeRoutes } from './compose.ts';
import { buildRouteTable } from './hub-router.tsx';
import { matchedHandles } from './route-guard.tsx';
import type { RouteFragment } from './types.ts';

const screen = async () => ({ default: () => null });
const fragment: RouteFragment = {
  module: 'test',
  routes: [
    { path: '/mPage', name: 'mPage', title: '首页', screen },
    {
      path: '/login',
      name: 'login',
      title: '登录',
      public: true,
      children: [{ path: 'softPrivacy', name: 'softPrivacy', title: '隐私政策', public: true }],
    },
    {
      path: '/message',
      name: 'message',
      title: '消息',
      redirect: '/message',
      children: [
        { path: 'msgList', name: 'msgList', title: '消息列表', children: [{ path: 'msgDetail', name: 'msgDetail', title: '消息详情' }] },
      ],
    },
  ],
};
const parts = { inPreparation: screen, LoadError: () => null, Loading: () => null };
const table = buildRouteTable(composeRoutes([fragment]), parts);

describe('the composed route table (spec 2.1, 2.3)', () => {
  it('spec 2.3: a nested child is matched with its parents, outermost first', () => {
    expect(matchedHandles(table, '/message/msgList/msgDetail').map((handle) => handle.name)).toEqual(['message', 'msgList', 'msgDetail']);
  });

  it("spec 2.1: the permission check uses the top-level route name; the title is the deepest route's", () => {
    const handles = matchedHandles(table, '/login/softPrivacy');
    expect(handles[0]?.name).toBe('login');
    expect(handles.at(-1)).toMatchObject({ title: '隐私政策', public: true, fullPath: '/login/softPrivacy' });
  });

  it('spec 2.1: an unknown path matches no route handle (it redirects to /mPage)', () => {
    expect(matchedHandles(table, '/no/such')).toEqual([]);
  });

  it('spec 2.3: an unknown child of a route with a redirect matches the parent only', () => {
    expect(matchedHandles(table, '/message/whatever').map((handle) => handle.name)).toEqual(['message']);
  });
});
