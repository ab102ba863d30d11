import type { RouteFragment } from '@campus/core/routing';

/** Visitor reception, appointments, let-off and going-out applications (spec 2.3). */
export const visitorRoutes: RouteFragment = {
  module: 'visitor',
  routes: [
    {
      path: '/reception',
      name: 'reception',
      title: '接待',
      children: [
        {
          path: 'receptionSelStaff',
          name: 'receptionSelStaff',
          title: '选择人员',
          children: [{ path: 'receptionSelectedStaffs', name: 'receptionSelectedStaffs', title: '已选人员' }],
        },
        {
          path: 'receptionOrderFee',
          name: 'receptionOrderFee',
          title: '接待费用',
          children: [
            { path: 'receptionAddFee', name: 'receptionAddFee', title: '添加费用' },
            { path: 'receptionFeeSelTask', name: 'receptionFeeSelTask', title: '选择任务' },
          ],
        },
        {
          path: 'receptionDetail',
          name: 'receptionDetail',
          title: '接待详情',
          children: [
            { path: 'receptionPlans', name: 'receptionPlans', title: '接待方案' },
            { path: 'receptionPrepares', name: 'receptionPrepares', title: '准备事项' },
            { path: 'receptionEditPrepare', name: 'receptionEditPrepare', title: '编辑准备事项' },
            { path: 'receptionEditPrepareSelStaff', name: 'receptionEditPrepareSelStaff', title: '选择人员' },
            { path: 'receptionPrepareSelectedStaffs', name: 'receptionPrepareSelectedStaffs', title: '已选人员' },
            { path: 'receptionEditMainTask', name: 'receptionEditMainTask', title: '编辑主任务' },
            { path: 'receptionChild', name: 'receptionChild', title: '子任务' },
            { path: 'receptionEditChild', name: 'receptionEditChild', title: '编辑子任务' },
            { path: 'receptionECSelStaffs', name: 'receptionECSelStaffs', title: '选择人员' },
            { path: 'receptionECSelectedStaffs', name: 'receptionECSelectedStaffs', title: '已选人员' },
            { path: 'receptionAuth', name: 'receptionAuth', title: '接待授权' },
            { path: 'receptionArrangeAuth', name: 'receptionArrangeAuth', title: '安排授权' },
            { path: 'receptionAuthSelStaff', name: 'receptionAuthSelStaff', title: '选择人员' },
            { path: 'receptionAuthSelectedStaffs', name: 'receptionAuthSelectedStaffs', title: '已选人员' },
          ],
        },
      ],
    },
    {
      path: '/RApprove',
      name: 'RApprove',
      title: '接待审批',
      children: [
        {
          path: 'RApproveDetail',
          name: 'RApproveDetail',
          title: '审批详情',
          children: [
            { path: 'RApproveSelStaff', name: 'RApproveSelStaff', title: '选择人员' },
            { path: 'RApprovePlans', name: 'RApprovePlans', title: '接待方案' },
            { path: 'RApprovePrepares', name: 'RApprovePrepares', title: '准备事项' },
          ],
        },
      ],
    },
    {
      path: '/RSP',
      name: 'RSP',
      title: '接待分享',
      public: true,
      children: [{ path: 'RSPT', name: 'RSPT', title: '分享详情', public: true }],
    },
    { path: '/RSC', name: 'RSC', title: '接待评价', public: true },
    { path: '/receptionShareComment', name: 'receptionShareComment', title: '接待评价', public: true },
    { path: '/makingAppointment', name: 'makingAppointment', title: '访客预约', public: true },
    { path: '/companyLetOff', name: 'companyLetOff', title: '放行申请', public: true },
    {
      path: '/outApplyList',
      name: 'outApplyList',
      title: '外出申请记录',
      public: true,
      children: [{ path: 'outApply', name: 'outApply', title: '外出申请', public: true }],
    },
  ],
};
