import { DORM2_ACTIONS, PUSH_MODULES, PUSH_MSG_TYPES } from '@campus/contracts';
import type { ModuleManifest } from '@campus/core/routing';
import { dormRoutes } from './routes.ts';

/** The lodging part of the approval detail (its own chunk). */
const approvalView = () => import('./views/approval-view.tsx');

/** Stash keys of spec 3 (the names are the storage format: never rename them). */
const STASH = { applyIn: '_d2ApplyInOrderId', out: '_d2OrderOutId', clean: '_d2CleanOrderId' } as const;

/** Dormitories (versions 1 and 2, suites), living costs. */
export const dormModule: ModuleManifest = {
  ...dormRoutes,
  menu: {
    keywords: {
      apply_dormitory: 'applyDormitory',
      water_electricity: 'livingCost',
      dormitory2: 'd2Collective',
      suiteDormitory: 'd2Suite',
    },
    impliedRoutes: { d2Page: ['d2Collective', 'd2Suite'] },
    // reached through d2Page, never listed on the menu
    hidden: ['d2Collective', 'd2Suite'],
  },
  // spec 7: DORMITORY2 by action_type; no action, or one this client does not know, shows the alert
  pushRoutes: [
    { msgType: PUSH_MSG_TYPES.dormitory2, action: DORM2_ACTIONS.exchange, target: { path: '/d2Collective/d2ApplyChange' } },
    { msgType: PUSH_MSG_TYPES.dormitory2, action: DORM2_ACTIONS.checkOut, target: { path: '/d2Collective/d2ApplyOut', stash: STASH.out } },
    {
      msgType: PUSH_MSG_TYPES.dormitory2,
      action: DORM2_ACTIONS.cleanOrder,
      target: { path: '/d2Collective/d2CleanList/d2CleanDetail', stash: STASH.clean },
    },
    { msgType: PUSH_MSG_TYPES.dormitory2, action: DORM2_ACTIONS.feeList, target: { path: '/d2Collective/d2Expense' } },
    { msgType: PUSH_MSG_TYPES.dormitory2, target: { alert: true } },
  ],
  stashKeys: { id: [STASH.applyIn, STASH.out, STASH.clean] },
  approvalViews: [
    { module: PUSH_MODULES.dorm, detail: 'approvalDormDetail', title: '住宿审批', load: approvalView },
    { module: PUSH_MODULES.dormitory2, detail: 'approvalDorm2Detail', title: '宿舍审批', passOrderType: true, load: approvalView },
  ],
};
