import type { ModuleManifest } from '@campus/core/routing';
import { WATER_VIEW_PATH } from '@campus/contracts';
import { shopRoutes } from './routes.ts';

/**
 * Shops, goods, checkout, merchants and their tools (issue 14). Menu keywords are the route names
 * (shops, takeawayGoods, room_repair, stocks ...); the seeded rules list them (admin tools for
 * admins, the rest authorised for everyone; the server decides who manages what). The built-in view
 * water_ordering (spec 6, 订水) is the shop's delivered drinking water: its goods, their detail
 * (under /shopGoods) and the confirmation.
 */
export const shopModule: ModuleManifest = {
  ...shopRoutes,
  menu: { builtin: { water_ordering: [{ path: WATER_VIEW_PATH, routes: ['takeawayGoods', 'shopGoods', 'doubleColorOks'] }] } },
};
