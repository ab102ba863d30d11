import type { RouteFragment } from '@campus/core/routing';

const alarmType = () => import('./screens/alarm-type-screen.tsx');

/** Inspection rounds, alarms, rectification tasks and violations (spec 2.3). */
export const inspectRoutes: RouteFragment = {
  module: 'inspect',
  routes: [
    {
      path: '/inspect',
      name: 'inspect',
      title: '巡检',
      screen: () => import('./screens/inspect-home-screen.tsx'),
      preload: [{ path: '/inspect/rounds/today/' }],
      children: [
        {
          path: 'inspectRectify',
          name: 'inspectRectify',
          title: '整改',
          screen: () => import('./screens/rectify-list-screen.tsx'),
          children: [
            {
              path: 'inspectRectifyDetail',
              name: 'inspectRectifyDetail',
              title: '整改详情',
              screen: () => import('./screens/rectify-detail-screen.tsx'),
              preload: [{ path: '/inspect/rectifications/:id/' }],
            },
          ],
        },
        { path: 'inspectRecord', name: 'inspectRecord', title: '巡检记录', screen: () => import('./screens/record-screen.tsx') },
      ],
    },
    {
      path: '/alarm',
      name: 'alarm',
      title: '告警',
      screen: () => import('./screens/alarm-list-screen.tsx'),
      preload: [{ path: '/alarms/', query: { scope: 'all', page: 1, page_size: 20 } }],
      children: [
        {
          path: 'alarmDetail',
          name: 'alarmDetail',
          title: '告警详情',
          screen: () => import('./screens/alarm-detail-screen.tsx'),
          preload: [{ path: '/alarms/:id/' }],
          children: [
            { path: 'alarmDSelType', name: 'alarmDSelType', title: '选择类型', screen: alarmType },
            { path: 'alarmDUrgent', name: 'alarmDUrgent', title: '紧急程度', screen: () => import('./screens/alarm-urgent-screen.tsx') },
            {
              path: 'alarmDSelTransfer',
              name: 'alarmDSelTransfer',
              title: '选择转派人',
              screen: () => import('./screens/alarm-transfer-screen.tsx'),
              children: [
                {
                  path: 'alarmDSelectedTransfer',
                  name: 'alarmDSelectedTransfer',
                  title: '已选转派人',
                  screen: () => import('./screens/alarm-transfer-confirm-screen.tsx'),
                },
              ],
            },
          ],
        },
        { path: 'alarmVideo', name: 'alarmVideo', title: '告警视频', screen: () => import('./screens/alarm-video-screen.tsx') },
      ],
    },
    {
      path: '/alarmApply',
      name: 'alarmApply',
      title: '告警上报',
      screen: () => import('./screens/alarm-apply-screen.tsx'),
      children: [{ path: 'alarmASelType', name: 'alarmASelType', title: '选择类型', screen: alarmType }],
    },
    {
      path: '/saReformTaskList',
      name: 'saReformTaskList',
      title: '整改任务',
      screen: () => import('./screens/reform-list-screen.tsx'),
      children: [
        {
          path: 'saReformTaskDetail',
          name: 'saReformTaskDetail',
          title: '任务详情',
          screen: () => import('./screens/reform-detail-screen.tsx'),
          preload: [{ path: '/inspect/reform_tasks/:id/' }],
        },
      ],
    },
    {
      path: '/saViolationDetail',
      name: 'saViolationDetail',
      title: '违规详情',
      screen: () => import('./screens/violation-detail-screen.tsx'),
      preload: [{ path: '/inspect/violations/:id/' }],
    },
  ],
};
