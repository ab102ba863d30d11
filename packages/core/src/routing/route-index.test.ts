import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { composeRoutes } from './compose.ts';
import { buildRouteTable } from './hub-router.tsx';
import { routesForPath } from './route-index.ts';
import type { RouteFragment } from './types.ts';

const screen = async () => ({ default: () => null });
const fragment: RouteFragment = {
  module: 'test',
  routes: [
    { path: '/mPage', name: 'mPage', title: '首页', screen },
    { path: '/login', name: 'login', title: '登录', public: true, children: [{ path: 'softPrivacy', name: 'softPrivacy', title: '隐私' }] },
    { path: '/loginBy', name: 'loginBy', title: '另一登录' },
    {
      path: '/message',
      name: 'message',
      title: '消息',
      redirect: '/message',
      children: [{ path: 'msgList', name: 'msgList', title: '列表', children: [{ path: 'msgDetail', name: 'msgDetail', title: '详情' }] }],
    },
  ],
};
const parts = { inPreparation: screen, LoadError: () => null, Loading: () => null };
const table = buildRouteTable(composeRoutes([fragment]), parts);
const matchedPaths = (routes: typeof table, pathname: string) =>
  (matchRoutes(routes, pathname) ?? []).map((match) => `${match.pathnameBase}|${match.route.path ?? 'index'}`);

describe('routesForPath: the router is handed only routes that can match (spec 2.1 routing unchanged)', () => {
  it.each([
    '/',
    '/mPage',
    '/MPAGE',
    '/login',
    '/login/',
    '/login/softPrivacy',
    '/loginBy',
    '/message/msgList/msgDetail',
    '/message/unknownChild',
    '/nowhere',
    '/nowhere/deeper',
    '',
  ])('%s matches exactly as with the whole table', (pathname) => {
    expect(matchedPaths(routesForPath(table, pathname), pathname)).toEqual(matchedPaths(table, pathname));
  });

  it('hands the same array for paths of the same first segment (the router memoises on it)', () => {
    expect(routesForPath(table, '/message/msgList')).toBe(routesForPath(table, '/message'));
    expect(routesForPath(table, '/message').length).toBeLessThan(table.length);
  });
});
