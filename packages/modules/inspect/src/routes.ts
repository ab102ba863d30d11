import type { RouteFragment } from '@campus/core/routing';

/** Inspection rounds, alarms, rectification tasks and violations (spec 2.3). */
export const inspectRoutes: RouteFragment = {
  module: 'inspect',
  routes: [
    {
      path: '/inspect',
      name: 'inspect',
      title: '巡检',
      children: [
        {
          path: 'inspectRectify',
          name: 'inspectRectify',
          title: '整改',
          children: [{ path: 'inspectRectifyDetail', name: 'inspectRectifyDetail', title: '整改详情' }],
        },
        { path: 'inspectRecord', name: 'inspectRecord', title: '巡检记录' },
      ],
    },
    {
      path: '/alarm',
      name: 'alarm',
      title: '告警',
      children: [
        {
          path: 'alarmDetail',
          name: 'alarmDetail',
          title: '告警详情',
          children: [
            { path: 'alarmDSelType', name: 'alarmDSelType', title: '选择类型' },
            { path: 'alarmDUrgent', name: 'alarmDUrgent', title: '紧急程度' },
            {
              path: 'alarmDSelTransfer',
              name: 'alarmDSelTransfer',
              title: '选择转派人',
              children: [{ path: 'alarmDSelectedTransfer', name: 'alarmDSelectedTransfer', title: '已选转派人' }],
            },
          ],
        },
        { path: 'alarmVideo', name: 'alarmVideo', title: '告警视频' },
      ],
    },
    {
      path: '/alarmApply',
      name: 'alarmApply',
      title: '告警上报',
      children: [{ path: 'alarmASelType', name: 'alarmASelType', title: '选择类型' }],
    },
    {
      path: '/saReformTaskList',
      name: 'saReformTaskList',
      title: '整改任务',
      children: [{ path: 'saReformTaskDetail', name: 'saReformTaskDetail', title: '任务详情' }],
    },
    { path: '/saViolationDetail', name: 'saViolationDetail', title: '违规详情' },
  ],
};
