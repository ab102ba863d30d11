/** Where the car screens live (routes.ts), and the query they read. */
export const PATHS = {
  applyCar: '/applyCar',
  selectLocation: '/applyCar/selectLocation',
  car2Detail: '/applyCar/carOderDetail',
  home: '/applyCarV3',
  detailV3: '/applyCarV3/carOrderDetailV3',
  comment: '/applyCarV3/car3OrderComment',
  statistics: '/applyCarV3/carV3Statistics',
  drivingStatistics: '/applyCarV3/carV3DrivingStatistics',
  rules: '/applyCarV3/carV3Rule',
  ruleDetail: '/applyCarV3/carV3Rule/carV3RuleDetail',
  modifyList: '/applyCarV3/carV3ModifyList',
  modifyDetail: '/applyCarV3/carV3ModifyList/carV3ModifyTripDetail',
  modifyTrip: '/applyCarV3/carV3ModifyTrip',
  selectLocationTrip: '/applyCarV3/carV3ModifyTrip/selectLocationTrip',
  selectTrip: '/applyCarV3/carV3ModifyTrip/carV3SelectTrip',
  drivingDetail: '/applyCarV3/carV3DrivingDetail',
  addFee: '/applyCarV3/carV3DrivingDetail/carV3DrivingAddFee',
  feeDetail: '/applyCarV3/carV3DrivingDetail/carV3DrivingFeeDetail',
  applyTrip: '/applyTrip',
  selectLocationV3: '/applyTrip/selectLocationV3',
  applyDaily: '/applyDailyCarV3',
  selDailyLocation: '/applyDailyCarV3/selDailyLocationV3',
  applyDriving: '/applyCar3Driving',
  drivingSelLocation: '/applyCar3Driving/drivingSelLocation',
  drivingSelCar: '/applyCar3Driving/drivingSelCar',
  publicOrder: '/orderDetailCar3',
  publicComment: '/orderDetailCar3/orderCommentCar3',
} as const;

/** A path with `?id=` (encoded). */
export function withId(path: string, id: string): string {
  return `${path}?id=${encodeURIComponent(id)}`;
}

/** A path with its query (undefined values left out). */
export function withQuery(path: string, query: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, value);
  const text = search.toString();
  return text === '' ? path : `${path}?${text}`;
}
