import { CAR3_ACTIONS, PUSH_MODULES, PUSH_MSG_TYPES } from '@campus/contracts';
import type { ModuleManifest } from '@campus/core/routing';
import { carRoutes } from './routes.ts';

/** Stash keys of spec 3 (the names are the storage format: never rename them). */
const STASH = {
  approvalOrder3: '_approvalCarOrderDetail3Data',
  approvalDriving3: '_approvalCar3DrivingData',
  order3: '_officialCarOrderIdV3',
  driving3: '_officialCarDrivingDataId',
} as const;

/** Official car booking, versions 2 and 3, trips and self-driving. */
export const carModule: ModuleManifest = {
  ...carRoutes,
  menu: {
    keywords: { official_car_v2: 'applyCar', official_car_v3: 'applyCarV3' },
    impliedRoutes: { applyCarV3: ['applyTrip', 'applyDailyCarV3', 'applyCar3Driving'] },
  },
  // spec 7: OFFICIAL_CAR3 by action_type; an unknown action opens nothing
  pushRoutes: [
    { msgType: PUSH_MSG_TYPES.officialCar3, action: CAR3_ACTIONS.approval, target: { approval: PUSH_MODULES.car3 } },
    { msgType: PUSH_MSG_TYPES.officialCar3, action: CAR3_ACTIONS.drivingApproval, target: { approval: PUSH_MODULES.car3Driving } },
    {
      msgType: PUSH_MSG_TYPES.officialCar3,
      action: CAR3_ACTIONS.order,
      target: { path: '/applyCarV3/carOrderDetailV3', stash: STASH.order3 },
    },
    {
      msgType: PUSH_MSG_TYPES.officialCar3,
      action: CAR3_ACTIONS.drivingOrder,
      target: { path: '/applyCarV3/carV3DrivingDetail', stash: STASH.driving3 },
    },
    { msgType: PUSH_MSG_TYPES.officialCar3, action: CAR3_ACTIONS.driverTrip, target: { path: '/orderDetailCar3' } },
  ],
  stashKeys: { order: [STASH.approvalOrder3, STASH.approvalDriving3], id: [STASH.order3, STASH.driving3] },
  approvalViews: [
    { module: PUSH_MODULES.car2, detail: 'approvalCarDetail2', title: '用车审批' },
    { module: PUSH_MODULES.car3, detail: 'approvalCarDetail3', title: '用车审批', stash: STASH.approvalOrder3 },
    { module: PUSH_MODULES.car3Trip, detail: 'approvalCarTripDetail3', title: '行程审批' },
    { module: PUSH_MODULES.car3Driving, detail: 'approvalCarDrivingDetail3', title: '自驾审批', stash: STASH.approvalDriving3 },
    { module: PUSH_MODULES.carOrder, detail: 'approvalCarOrderDetail', title: '用车订单审批' },
    { module: PUSH_MODULES.carRepair, detail: 'approvalCarRepairDetail', title: '车辆维修审批' },
  ],
};
