import type { RouteFragment } from '@campus/core/routing';

/** Reception, visits and the gate, let-off passes, going out and its subsidy (spec 2.3); each screen is its own chunk. */
export const visitorRoutes: RouteFragment = {
  module: 'visitor',
  routes: [
    {
      path: '/reception',
      name: 'reception',
      title: '接待',
      screen: () => import('./screens/reception-screen.tsx'),
      preload: { path: '/visitor/receptions/', query: { scope: 'mine', page: 1, page_size: 20 } },
      children: [
        {
          path: 'receptionSelStaff',
          name: 'receptionSelStaff',
          title: '选择人员',
          screen: () => import('./screens/host-picker-screen.tsx'),
          children: [
            {
              path: 'receptionSelectedStaffs',
              name: 'receptionSelectedStaffs',
              title: '已选人员',
              screen: () => import('./screens/hosts-selected-screen.tsx'),
            },
          ],
        },
        {
          path: 'receptionOrderFee',
          name: 'receptionOrderFee',
          title: '接待费用',
          screen: () => import('./screens/order-fee-screen.tsx'),
          children: [
            { path: 'receptionAddFee', name: 'receptionAddFee', title: '添加费用', screen: () => import('./screens/add-fee-screen.tsx') },
            {
              path: 'receptionFeeSelTask',
              name: 'receptionFeeSelTask',
              title: '选择任务',
              screen: () => import('./screens/fee-task-screen.tsx'),
            },
          ],
        },
        {
          path: 'receptionDetail',
          name: 'receptionDetail',
          title: '接待详情',
          screen: () => import('./screens/reception-detail-screen.tsx'),
          preload: { path: '/visitor/receptions/:id/' },
          children: [
            {
              path: 'receptionPlans',
              name: 'receptionPlans',
              title: '接待方案',
              screen: () => import('./screens/reception-plans-screen.tsx'),
            },
            {
              path: 'receptionPrepares',
              name: 'receptionPrepares',
              title: '准备事项',
              screen: () => import('./screens/reception-prepares-screen.tsx'),
            },
            {
              path: 'receptionEditPrepare',
              name: 'receptionEditPrepare',
              title: '编辑准备事项',
              screen: () => import('./screens/edit-prepare-screen.tsx'),
            },
            {
              path: 'receptionEditPrepareSelStaff',
              name: 'receptionEditPrepareSelStaff',
              title: '选择人员',
              screen: () => import('./screens/prepare-picker-screen.tsx'),
            },
            {
              path: 'receptionPrepareSelectedStaffs',
              name: 'receptionPrepareSelectedStaffs',
              title: '已选人员',
              screen: () => import('./screens/prepare-selected-screen.tsx'),
            },
            {
              path: 'receptionEditMainTask',
              name: 'receptionEditMainTask',
              title: '编辑主任务',
              screen: () => import('./screens/edit-main-task-screen.tsx'),
            },
            {
              path: 'receptionChild',
              name: 'receptionChild',
              title: '子任务',
              screen: () => import('./screens/task-screen.tsx'),
              preload: { path: '/visitor/reception_tasks/:id/' },
            },
            {
              path: 'receptionEditChild',
              name: 'receptionEditChild',
              title: '编辑子任务',
              screen: () => import('./screens/edit-child-screen.tsx'),
            },
            {
              path: 'receptionECSelStaffs',
              name: 'receptionECSelStaffs',
              title: '选择人员',
              screen: () => import('./screens/child-picker-screen.tsx'),
            },
            {
              path: 'receptionECSelectedStaffs',
              name: 'receptionECSelectedStaffs',
              title: '已选人员',
              screen: () => import('./screens/child-selected-screen.tsx'),
            },
            { path: 'receptionAuth', name: 'receptionAuth', title: '接待授权', screen: () => import('./screens/auth-screen.tsx') },
            {
              path: 'receptionArrangeAuth',
              name: 'receptionArrangeAuth',
              title: '安排授权',
              screen: () => import('./screens/arrange-auth-screen.tsx'),
            },
            {
              path: 'receptionAuthSelStaff',
              name: 'receptionAuthSelStaff',
              title: '选择人员',
              screen: () => import('./screens/auth-picker-screen.tsx'),
            },
            {
              path: 'receptionAuthSelectedStaffs',
              name: 'receptionAuthSelectedStaffs',
              title: '已选人员',
              screen: () => import('./screens/auth-selected-screen.tsx'),
            },
          ],
        },
      ],
    },
    {
      path: '/RApprove',
      name: 'RApprove',
      title: '接待审批',
      screen: () => import('./screens/rapprove-screen.tsx'),
      children: [
        {
          path: 'RApproveDetail',
          name: 'RApproveDetail',
          title: '审批详情',
          screen: () => import('./screens/rapprove-detail-screen.tsx'),
          children: [
            {
              path: 'RApproveSelStaff',
              name: 'RApproveSelStaff',
              title: '选择人员',
              screen: () => import('./screens/rapprove-sel-staff-screen.tsx'),
            },
            {
              path: 'RApprovePlans',
              name: 'RApprovePlans',
              title: '接待方案',
              screen: () => import('./screens/rapprove-plans-screen.tsx'),
            },
            {
              path: 'RApprovePrepares',
              name: 'RApprovePrepares',
              title: '准备事项',
              screen: () => import('./screens/rapprove-prepares-screen.tsx'),
            },
          ],
        },
      ],
    },
    {
      path: '/RSP',
      name: 'RSP',
      title: '接待分享',
      public: true,
      screen: () => import('./screens/shared-screen.tsx'),
      children: [{ path: 'RSPT', name: 'RSPT', title: '分享详情', public: true, screen: () => import('./screens/shared-plan-screen.tsx') }],
    },
    { path: '/RSC', name: 'RSC', title: '接待评价', public: true, screen: () => import('./screens/share-comment-screen.tsx') },
    {
      path: '/receptionShareComment',
      name: 'receptionShareComment',
      title: '接待评价',
      public: true,
      screen: () => import('./screens/share-comment-screen.tsx'),
    },
    {
      path: '/makingAppointment',
      name: 'makingAppointment',
      title: '访客预约',
      public: true,
      screen: () => import('./screens/appointment-screen.tsx'),
    },
    { path: '/companyLetOff', name: 'companyLetOff', title: '放行申请', public: true, screen: () => import('./screens/letoff-screen.tsx') },
    {
      path: '/outApplyList',
      name: 'outApplyList',
      title: '外出申请记录',
      public: true,
      screen: () => import('./screens/out-list-screen.tsx'),
      children: [
        { path: 'outApply', name: 'outApply', title: '外出申请', public: true, screen: () => import('./screens/out-apply-screen.tsx') },
      ],
    },
    // moved here from the private-car module (issue 37): the going-out subsidy is this family's
    {
      path: '/outSubsidy',
      name: 'outSubsidy',
      title: '外出补贴',
      screen: () => import('./screens/subsidy-screen.tsx'),
      preload: { path: '/visitor/out_subsidies/claimable/' },
      children: [
        {
          path: 'outSubsidyDetail',
          name: 'outSubsidyDetail',
          title: '补贴详情',
          screen: () => import('./screens/subsidy-detail-screen.tsx'),
        },
      ],
    },
  ],
};
