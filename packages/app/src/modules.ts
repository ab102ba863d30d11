import type { ModuleManifest } from '@campus/core/routing';
import { accountModule } from '@campus/module-account';
import { aiModule } from '@campus/module-ai';
import { approvalModule } from '@campus/module-approval';
import { busModule } from '@campus/module-bus';
import { canteenModule } from '@campus/module-canteen';
import { carModule } from '@campus/module-car';
import { dormModule } from '@campus/module-dorm';
import { goodsModule } from '@campus/module-goods';
import { inspectModule } from '@campus/module-inspect';
import { noticeModule } from '@campus/module-notice';
import { payModule } from '@campus/module-pay';
import { privatecarModule } from '@campus/module-privatecar';
import { repairModule } from '@campus/module-repair';
import { shopModule } from '@campus/module-shop';
import { spaceModule } from '@campus/module-space';
import { visitorModule } from '@campus/module-visitor';
import { registerModule } from '@campus/module-register';

/**
 * The one list of service families (docs/client-modules.md). Core's composeModules
 * turns it into the route table, the permission keyword map, the push routing
 * table, the stash keys and the approval detail registry.
 */
export const modules: ModuleManifest[] = [
  accountModule,
  approvalModule,
  noticeModule,
  carModule,
  privatecarModule,
  busModule,
  dormModule,
  canteenModule,
  goodsModule,
  visitorModule,
  spaceModule,
  inspectModule,
  shopModule,
  payModule,
  aiModule,
  repairModule,
  registerModule,
];
