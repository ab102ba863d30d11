import { INSPECT_PUSH, PUSH_MSG_TYPES } from '@campus/contracts';
import type { ModuleManifest } from '@campus/core/routing';
import { checkpointKind } from './checkpoint-kind.ts';
import { inspectRoutes } from './routes.ts';

const ALARM_ROUTES = ['alarm', 'alarmApply'];

/** Inspection rounds, rectifications, violations and reform tasks, alarms (issue 39). */
export const inspectModule: ModuleManifest = {
  ...inspectRoutes,
  menu: {
    // spec 6: is_patrolman whitelists inspectH5, the patrolman's rounds of the day with what they lead to
    inApp: { inspectH5: { path: '/inspect', routes: ['inspect', 'saReformTaskList', 'saViolationDetail', ...ALARM_ROUTES] } },
    // a rectification, reform task or violation is reached from its list or its push
    impliedRoutes: { inspect: ['saReformTaskList', 'saViolationDetail'], alarm: ['alarmApply'], saReformTaskList: ['saViolationDetail'] },
  },
  // the family's pushes open the detail they name (msg_id)
  pushRoutes: [
    {
      msgType: PUSH_MSG_TYPES.inspect,
      module: INSPECT_PUSH.rectify.module,
      target: { path: '/inspect/inspectRectify/inspectRectifyDetail' },
    },
    { msgType: PUSH_MSG_TYPES.inspect, module: INSPECT_PUSH.reform.module, target: { path: '/saReformTaskList/saReformTaskDetail' } },
    { msgType: PUSH_MSG_TYPES.inspect, module: INSPECT_PUSH.alarm.module, target: { path: '/alarm/alarmDetail' } },
  ],
  scanKinds: [checkpointKind],
};
