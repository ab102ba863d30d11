import { PUSH_MODULES } from '@campus/contracts';
import type { ModuleManifest } from '@campus/core/routing';
import { APPROVAL_PATH } from './approval-path.ts';
import { approvalDetailRoute, approvalRoutes } from './routes.ts';

/** Approvals of every family's orders and the generic flows (forms). */
export const approvalModule: ModuleManifest = {
  ...approvalRoutes,
  menu: {
    keywords: { approval_order: 'approvalProcess' },
    impliedRoutes: { approvalProcess: ['approvalDelegate', 'approvalSettings'] },
    hidden: ['approvalDelegate', 'approvalSettings'],
  },
  approvalHost: { path: APPROVAL_PATH, detailRoute: approvalDetailRoute },
  approvalViews: [{ module: PUSH_MODULES.forms, detail: 'approvalFormsDetail', title: '表单审批' }],
};
