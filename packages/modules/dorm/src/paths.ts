/** Where the dorm screens live (route data in routes.ts). */
export const D2 = '/d2Collective';
export const D2_CLEAN = `${D2}/d2CleanList`;
export const D2_CLEAN_DETAIL = `${D2_CLEAN}/d2CleanDetail`;
