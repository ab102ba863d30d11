import { PUSH_MODULES, PUSH_MSG_TYPES } from '@campus/contracts';
import type { ModuleManifest } from '@campus/core/routing';
import { noticeRoutes } from './routes.ts';

/** Notices, surveys and leave words (spec 7: NOTICE and INTERACT messages open here). */
export const noticeModule: ModuleManifest = {
  ...noticeRoutes,
  menu: { keywords: { notice_list: 'notice' } },
  pushRoutes: [
    { msgType: PUSH_MSG_TYPES.notice, target: { path: '/notice/noticeDetail' } },
    // a reply to a leave word opens the leave-word list
    { msgType: PUSH_MSG_TYPES.interact, target: { path: '/interact' } },
  ],
  approvalViews: [{ module: PUSH_MODULES.survey, detail: 'approvalSurveyDetail', title: '问卷审批', transferable: false }],
};
