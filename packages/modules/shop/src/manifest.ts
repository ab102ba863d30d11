import type { ModuleManifest } from '@campus/core/routing';
import { shopRoutes } from './routes.ts';

/**
 * Shops, goods, checkout, merchants and their tools (issue 14). Menu keywords are the route names
 * (shops, takeawayGoods, room_repair, stocks ...); the seeded rules list them (admin tools for
 * admins, the rest authorised for everyone; the server decides who manages what).
 */
export const shopModule: ModuleManifest = { ...shopRoutes };
