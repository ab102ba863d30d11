import type { RouteDef, RouteFragment, ScreenLoader } from '@campus/core/routing';

/** The generic order detail with one route's title (screens/order-detail-route.tsx). */
function detailScreen(name: string, title: string, transferable: boolean): ScreenLoader {
  return () =>
    import('./screens/order-detail-route.tsx').then((m) => ({ default: m.detailRouteScreen({ name, title, transferable }) }));
}

/** The child screen where the applicant or approver chooses the next approver. */
const selectApprover: RouteDef = {
  path: 'selectApprover',
  name: 'selectApprover',
  title: '选择审批人',
  screen: () => import('./screens/select-approver-screen.tsx'),
};

/** An approval detail screen with its approver picker (spec 2.3, /approvalProcess). */
function detail(name: string, title: string): RouteDef {
  return { path: name, name, title, screen: detailScreen(name, title, true), children: [selectApprover] };
}

export const approvalRoutes: RouteFragment = {
  module: 'approval',
  routes: [
    {
      path: '/approvalProcess',
      name: 'approvalProcess',
      title: '审批',
      redirect: '/approvalProcess',
      screen: () => import('./screens/approval-list-screen.tsx'),
      children: [
        detail('approvalCarDetail2', '用车审批'),
        detail('approvalCarDetail3', '用车审批'),
        detail('approvalCarTripDetail3', '行程审批'),
        detail('approvalCarDrivingDetail3', '自驾审批'),
        detail('approvalPBorrowDetail', '资产借用审批'),
        detail('approvalPrivateCarDetail', '私车公用审批'),
        detail('approvalCarOrderDetail', '用车订单审批'),
        detail('approvalDormDetail', '住宿审批'),
        detail('approvalCanteenDetail', '用餐审批'),
        detail('approvalRepairDetail', '维修审批'),
        detail('approvalVisitDetail', '来访审批'),
        detail('approvalLetOffDetail', '放行审批'),
        detail('approvalGoodsDetail', '物资领用审批'),
        detail('approvalDorm2Detail', '宿舍审批'),
        detail('approvalConsumeDetail', '耗材领用审批'),
        detail('approvalGoodsSuiteDetail', '套件领用审批'),
        detail('approvalOutSubsidyDetail', '外出补贴审批'),
        detail('approvalCarRepairDetail', '车辆维修审批'),
        detail('approvalSpaceDetail', '场地审批'),
        detail('approvalFormsDetail', '表单审批'),
        detail('approvalStaffRegisterDetail', '员工注册审批'),
        detail('approvalAssetTransferDetail', '资产调拨审批'),
        {
          path: 'approvalSurveyDetail',
          name: 'approvalSurveyDetail',
          title: '问卷审批',
          screen: detailScreen('approvalSurveyDetail', '问卷审批', false),
        },
      ],
    },
    {
      path: '/flowSend',
      name: 'flowSend',
      title: '流程发送',
      screen: () => import('./screens/flow-send-screen.tsx'),
      children: [
        { path: 'flowSendDetail', name: 'flowSendDetail', title: '流程详情', screen: () => import('./screens/flow-send-detail-screen.tsx') },
        { path: 'flowSendSelStaff', name: 'flowSendSelStaff', title: '选择人员', screen: () => import('./screens/flow-sel-staff-screen.tsx') },
        { path: 'flowSendSelDept', name: 'flowSendSelDept', title: '选择部门', screen: () => import('./screens/flow-sel-dept-screen.tsx') },
      ],
    },
  ],
};
