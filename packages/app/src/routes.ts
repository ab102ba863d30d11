import type { RouteFragment } from '@campus/core/routing';
import { accountRoutes } from '@campus/module-account';
import { aiRoutes } from '@campus/module-ai';
import { approvalRoutes } from '@campus/module-approval';
import { busRoutes } from '@campus/module-bus';
import { canteenRoutes } from '@campus/module-canteen';
import { carRoutes } from '@campus/module-car';
import { dormRoutes } from '@campus/module-dorm';
import { goodsRoutes } from '@campus/module-goods';
import { inspectRoutes } from '@campus/module-inspect';
import { noticeRoutes } from '@campus/module-notice';
import { payRoutes } from '@campus/module-pay';
import { privatecarRoutes } from '@campus/module-privatecar';
import { repairRoutes } from '@campus/module-repair';
import { shopRoutes } from '@campus/module-shop';
import { spaceRoutes } from '@campus/module-space';
import { visitorRoutes } from '@campus/module-visitor';

/** Every module's route fragment; core's composeRoutes turns them into the hash router's table. */
export const fragments: RouteFragment[] = [
  accountRoutes,
  approvalRoutes,
  noticeRoutes,
  carRoutes,
  privatecarRoutes,
  busRoutes,
  dormRoutes,
  canteenRoutes,
  goodsRoutes,
  visitorRoutes,
  spaceRoutes,
  inspectRoutes,
  shopRoutes,
  payRoutes,
  aiRoutes,
  repairRoutes,
];
