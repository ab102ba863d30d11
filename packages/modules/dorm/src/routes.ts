import type { RouteFragment } from '@campus/core/routing';

/**
 * Dormitory and suite lodging (spec 2.3). /d2Collective is the dormitory2 module:
 * the children named in the route table, then the picker, upload and order screens
 * the spec describes in prose (d2Sel*, d2Upload*, d2Order ... d2Detail).
 */
export const dormRoutes: RouteFragment = {
  module: 'dorm',
  routes: [
    {
      path: '/applyDormitory',
      name: 'applyDormitory',
      title: '住宿申请',
      screen: () => import('./screens/apply-dormitory.tsx').then((m) => ({ default: m.ApplyDormitory })),
      children: [
        {
          path: 'applyDormitoryProject',
          name: 'applyDormitoryProject',
          title: '选择项目',
          screen: () => import('./screens/apply-dormitory.tsx').then((m) => ({ default: m.ApplyDormitoryProject })),
        },
      ],
    },
    {
      path: '/d2Collective',
      name: 'd2Collective',
      title: '宿舍服务',
      screen: () => import('./screens/d2-home.tsx').then((m) => ({ default: m.D2Collective })),
      preload: { path: '/dorm/me/' },
      children: [
        // Named in the route table.
        {
          path: 'd2ApplyIn',
          name: 'd2ApplyIn',
          title: '入住申请',
          screen: () => import('./screens/d2-apply.tsx').then((m) => ({ default: m.D2ApplyIn })),
        },
        {
          path: 'd2ApplyChange',
          name: 'd2ApplyChange',
          title: '调宿申请',
          screen: () => import('./screens/d2-apply.tsx').then((m) => ({ default: m.D2ApplyChange })),
        },
        {
          path: 'd2ApplyOut',
          name: 'd2ApplyOut',
          title: '退宿申请',
          screen: () => import('./screens/d2-apply.tsx').then((m) => ({ default: m.D2ApplyOut })),
        },
        {
          path: 'd2ApplyList',
          name: 'd2ApplyList',
          title: '申请记录',
          screen: () => import('./screens/d2-home.tsx').then((m) => ({ default: m.D2ApplyList })),
        },
        {
          path: 'd2MyRoomDetail',
          name: 'd2MyRoomDetail',
          title: '我的房间',
          screen: () => import('./screens/d2-room.tsx').then((m) => ({ default: m.D2MyRoomDetail })),
        },
        {
          path: 'd2BedDetails',
          name: 'd2BedDetails',
          title: '床位详情',
          screen: () => import('./screens/d2-room.tsx').then((m) => ({ default: m.D2BedDetails })),
        },
        {
          path: 'd2RoomAssets',
          name: 'd2RoomAssets',
          title: '房间资产',
          screen: () => import('./screens/d2-room.tsx').then((m) => ({ default: m.D2RoomAssets })),
        },
        {
          path: 'd2Buildings',
          name: 'd2Buildings',
          title: '楼栋信息',
          screen: () => import('./screens/d2-room.tsx').then((m) => ({ default: m.D2Buildings })),
        },
        {
          path: 'd2Expense',
          name: 'd2Expense',
          title: '费用明细',
          screen: () => import('./screens/d2-costs.tsx').then((m) => ({ default: m.D2Expense })),
        },
        {
          path: 'd2Notice',
          name: 'd2Notice',
          title: '宿舍公告',
          screen: () => import('./screens/d2-services.tsx').then((m) => ({ default: m.D2Notice })),
        },
        {
          path: 'd2SimpleRepair',
          name: 'd2SimpleRepair',
          title: '宿舍报修',
          screen: () => import('./screens/d2-services.tsx').then((m) => ({ default: m.D2SimpleRepair })),
        },
        {
          path: 'd2Archives',
          name: 'd2Archives',
          title: '个人档案',
          screen: () => import('./screens/d2-services.tsx').then((m) => ({ default: m.D2Archives })),
        },
        {
          path: 'd2IdentityCard',
          name: 'd2IdentityCard',
          title: '身份证信息',
          screen: () => import('./screens/d2-services.tsx').then((m) => ({ default: m.D2IdentityCard })),
        },
        {
          path: 'd2Check',
          name: 'd2Check',
          title: '宿舍检查',
          screen: () => import('./screens/d2-services.tsx').then((m) => ({ default: m.D2Check })),
        },
        {
          path: 'd2ServiceMore',
          name: 'd2ServiceMore',
          title: '更多服务',
          screen: () => import('./screens/d2-home.tsx').then((m) => ({ default: m.D2ServiceMore })),
        },
        {
          path: 'd2CleanApply',
          name: 'd2CleanApply',
          title: '保洁申请',
          screen: () => import('./screens/d2-clean.tsx').then((m) => ({ default: m.D2CleanApply })),
        },
        {
          path: 'd2CleanList',
          name: 'd2CleanList',
          title: '保洁记录',
          screen: () => import('./screens/d2-clean.tsx').then((m) => ({ default: m.D2CleanList })),
          children: [
            {
              path: 'd2CleanDetail',
              name: 'd2CleanDetail',
              title: '保洁详情',
              screen: () => import('./screens/d2-clean.tsx').then((m) => ({ default: m.D2CleanDetail })),
              children: [
                {
                  path: 'd2CleanComment',
                  name: 'd2CleanComment',
                  title: '保洁评价',
                  screen: () => import('./screens/d2-clean.tsx').then((m) => ({ default: m.D2CleanComment })),
                },
                {
                  path: 'd2CleanPay',
                  name: 'd2CleanPay',
                  title: '保洁支付',
                  screen: () => import('./screens/d2-clean.tsx').then((m) => ({ default: m.D2CleanPay })),
                },
              ],
            },
          ],
        },
        {
          path: 'd2Feedback',
          name: 'd2Feedback',
          title: '意见反馈',
          screen: () => import('./screens/d2-services.tsx').then((m) => ({ default: m.D2Feedback })),
        },
        // Described in prose: choosing area, building, model, room and bed.
        {
          path: 'd2SelArea',
          name: 'd2SelArea',
          title: '选择区域',
          screen: () => import('./screens/pickers.tsx').then((m) => ({ default: m.SelArea })),
        },
        {
          path: 'd2SelBuilding',
          name: 'd2SelBuilding',
          title: '选择楼栋',
          screen: () => import('./screens/pickers.tsx').then((m) => ({ default: m.SelBuilding })),
        },
        {
          path: 'd2SelModel',
          name: 'd2SelModel',
          title: '选择房型',
          screen: () => import('./screens/pickers.tsx').then((m) => ({ default: m.SelModel })),
        },
        {
          path: 'd2SelRoom',
          name: 'd2SelRoom',
          title: '选择房间',
          screen: () => import('./screens/pickers.tsx').then((m) => ({ default: m.SelRoom })),
        },
        {
          path: 'd2SelBed',
          name: 'd2SelBed',
          title: '选择床位',
          screen: () => import('./screens/pickers.tsx').then((m) => ({ default: m.SelBed })),
        },
        // Described in prose: uploading an ID card or archive.
        {
          path: 'd2UploadIdCard',
          name: 'd2UploadIdCard',
          title: '上传身份证',
          screen: () => import('./screens/d2-services.tsx').then((m) => ({ default: m.D2IdentityCard })),
        },
        {
          path: 'd2UploadArchive',
          name: 'd2UploadArchive',
          title: '上传档案',
          screen: () => import('./screens/d2-services.tsx').then((m) => ({ default: m.D2Archives })),
        },
        // Described in prose: order, cost, comment, pay and detail.
        {
          path: 'd2Order',
          name: 'd2Order',
          title: '我的订单',
          screen: () => import('./screens/d2-home.tsx').then((m) => ({ default: m.D2ApplyList })),
        },
        {
          path: 'd2Cost',
          name: 'd2Cost',
          title: '费用',
          screen: () => import('./screens/d2-costs.tsx').then((m) => ({ default: m.D2Cost })),
        },
        {
          path: 'd2Comment',
          name: 'd2Comment',
          title: '评价',
          screen: () => import('./screens/d2-clean.tsx').then((m) => ({ default: m.D2CleanComment })),
        },
        { path: 'd2Pay', name: 'd2Pay', title: '支付', screen: () => import('./screens/d2-costs.tsx').then((m) => ({ default: m.D2Pay })) },
        {
          path: 'd2Detail',
          name: 'd2Detail',
          title: '订单详情',
          screen: () => import('./screens/d2-home.tsx').then((m) => ({ default: m.D2Detail })),
        },
      ],
    },
    {
      path: '/d2Suite',
      name: 'd2Suite',
      title: '公寓服务',
      screen: () => import('./screens/d2-room.tsx').then((m) => ({ default: m.D2Suite })),
    },
    { path: '/d2Page', name: 'd2Page', title: '宿舍', screen: () => import('./screens/d2-home.tsx').then((m) => ({ default: m.D2Page })) },
    {
      path: '/lnDormApply',
      name: 'lnDormApply',
      title: '住宿申请',
      screen: () => import('./screens/apply-dormitory.tsx').then((m) => ({ default: m.LnDormApply })),
      public: true,
    },
    {
      path: '/lnIdentityCard',
      name: 'lnIdentityCard',
      title: '上传身份证',
      screen: () => import('./screens/apply-dormitory.tsx').then((m) => ({ default: m.LnIdentityCard })),
      public: true,
    },
    {
      path: '/livingCost',
      name: 'livingCost',
      title: '水电费',
      screen: () => import('./screens/d2-costs.tsx').then((m) => ({ default: m.LivingCost })),
    },
  ],
};
