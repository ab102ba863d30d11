/** Where the module's screens live (spec 2.3 /privateCar) and the approval detail its orders open. */
export const PATHS = {
  home: '/privateCar',
  auth: '/privateCar/pCarAuth',
  detail: '/privateCar/pCarDetail',
  cost: '/privateCar/pCarDetail/pCarCost',
  costDetail: '/privateCar/pCarDetail/pCarCostDetail',
  add: '/privateCar/pCarAdd',
  selLocation: '/privateCar/pCarAdd/pCarSelLocation',
  userCar: '/privateCar/pCarUserCar',
  subsidy: '/privateCar/pCarSubsidy',
  subsidyDetail: '/privateCar/pCarSubsidy/pCarSubsidyDetail',
  certify: '/privateCar/pCarCertify',
  certifyAdd: '/privateCar/pCarCertify/pCarCertifyAdd',
  certifyCreate: '/privateCar/pCarCertify/pCarCertifyCreate',
  certifyDetail: '/privateCar/pCarCertify/pCarCertifyDetail',
  statistics: '/privateCar/pCarStatistics',
  tripMap: '/privateCar/pCarTripMap',
  /** The approval detail of the module's orders (the manifest's approval view). */
  approval: '/approvalProcess/approvalPrivateCarDetail',
} as const;

/** `path?key=value` with the value encoded. */
export const withQuery = (path: string, key: string, value: string): string => `${path}?${key}=${encodeURIComponent(value)}`;
export const withId = (path: string, id: string): string => withQuery(path, 'id', id);
