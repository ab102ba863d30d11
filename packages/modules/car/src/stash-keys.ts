/* The manifest reads these names at start-up: this file imports nothing (no core barrel in the entry). */

/** Stash keys of spec 3 (the names are the storage format: never rename them). */
export const STASH = {
  /** {id, type} of the official car 3 order whose approval detail opens (approvalCarDetail3). */
  approvalOrder3: '_approvalCarOrderDetail3Data',
  /** {id, type} of the self-driving order whose approval detail opens (approvalCarDrivingDetail3). */
  approvalDriving3: '_approvalCar3DrivingData',
  /** The id of the order carOrderDetailV3 shows. */
  order3: '_officialCarOrderIdV3',
  /** The id of the self-driving order carV3DrivingDetail shows. */
  driving3: '_officialCarDrivingDataId',
} as const;
