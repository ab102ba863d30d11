import { CAR3_ACTIONS, PUSH_MODULES, PUSH_MSG_TYPES } from '@campus/contracts';
import type { ModuleManifest } from '@campus/core/routing';
import { carRoutes } from './routes.ts';
import { STASH } from './stash-keys.ts';

/** The car part of the approval details, each in its own chunk. */
const carOrderView = () => import('./views/car-order-view.tsx');
/** The car order behind the approval (the same id), which the car part reads. */
const carOrderPreload = { path: '/car/orders/:id/' } as const;
const changeView = () => import('./views/change-view.tsx');
const repairView = () => import('./views/repair-view.tsx');

const DETAIL_V3 = '/applyCarV3/carOrderDetailV3';

/** Official car booking, versions 2 and 3, trips and self-driving. */
export const carModule: ModuleManifest = {
  ...carRoutes,
  menu: {
    keywords: { official_car_v2: 'applyCar', official_car_v3: 'applyCarV3' },
    impliedRoutes: { applyCarV3: ['applyTrip', 'applyDailyCarV3', 'applyCar3Driving'] },
    // spec 6: is_off3driver whitelists off3DriverH5; its trips of the day are served here
    inApp: { off3DriverH5: { path: '/applyCarV3?tab=driver', routes: ['applyCarV3'] } },
    // spec 6: the built-in official_car view is the company's car service: version 3, or version 2
    // where the company's rules grant that one only
    builtin: {
      official_car: [
        { path: '/applyCarV3', routes: ['applyCarV3'] },
        { path: '/applyCar', routes: ['applyCar'] },
      ],
    },
  },
  // spec 7: OFFICIAL_CAR3 by action_type (and module where two screens share an action); an unknown action opens nothing
  pushRoutes: [
    {
      msgType: PUSH_MSG_TYPES.officialCar3,
      module: PUSH_MODULES.car3Trip,
      action: CAR3_ACTIONS.approval,
      target: { approval: PUSH_MODULES.car3Trip },
    },
    { msgType: PUSH_MSG_TYPES.officialCar3, action: CAR3_ACTIONS.approval, target: { approval: PUSH_MODULES.car3 } },
    { msgType: PUSH_MSG_TYPES.officialCar3, action: CAR3_ACTIONS.drivingApproval, target: { approval: PUSH_MODULES.car3Driving } },
    { msgType: PUSH_MSG_TYPES.officialCar3, action: CAR3_ACTIONS.order, target: { path: DETAIL_V3, stash: STASH.order3 } },
    {
      msgType: PUSH_MSG_TYPES.officialCar3,
      action: CAR3_ACTIONS.drivingOrder,
      target: { path: '/applyCarV3/carV3DrivingDetail', stash: STASH.driving3 },
    },
    // a version 2 trip of the driver opens the version 2 detail, a version 3 one the trip's detail (start, finish, fees)
    {
      msgType: PUSH_MSG_TYPES.officialCar3,
      module: PUSH_MODULES.car2,
      action: CAR3_ACTIONS.driverTrip,
      target: { path: '/applyCar/carOderDetail' },
    },
    { msgType: PUSH_MSG_TYPES.officialCar3, action: CAR3_ACTIONS.driverTrip, target: { path: DETAIL_V3, stash: STASH.order3 } },
  ],
  stashKeys: { order: [STASH.approvalOrder3, STASH.approvalDriving3], id: [STASH.order3, STASH.driving3] },
  approvalViews: [
    { module: PUSH_MODULES.car2, detail: 'approvalCarDetail2', title: '用车审批', load: carOrderView, preload: carOrderPreload },
    {
      module: PUSH_MODULES.car3,
      detail: 'approvalCarDetail3',
      title: '用车审批',
      stash: STASH.approvalOrder3,
      load: carOrderView,
      preload: carOrderPreload,
    },
    {
      module: PUSH_MODULES.car3Trip,
      detail: 'approvalCarTripDetail3',
      title: '行程审批',
      stash: STASH.approvalOrder3,
      load: carOrderView,
      preload: carOrderPreload,
    },
    {
      module: PUSH_MODULES.car3Driving,
      detail: 'approvalCarDrivingDetail3',
      title: '自驾审批',
      stash: STASH.approvalDriving3,
      load: carOrderView,
      preload: carOrderPreload,
    },
    { module: PUSH_MODULES.carOrder, detail: 'approvalCarOrderDetail', title: '行程变更审批', load: changeView },
    { module: PUSH_MODULES.carRepair, detail: 'approvalCarRepairDetail', title: '车辆维修审批', load: repairView },
  ],
};
