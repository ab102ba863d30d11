/** Where the screens of this module live (route data in routes.ts). */
export const PATHS = {
  inspect: '/inspect',
  rectify: '/inspect/inspectRectify',
  rectifyDetail: '/inspect/inspectRectify/inspectRectifyDetail',
  record: '/inspect/inspectRecord',
  alarm: '/alarm',
  alarmDetail: '/alarm/alarmDetail',
  alarmSelType: '/alarm/alarmDetail/alarmDSelType',
  alarmUrgent: '/alarm/alarmDetail/alarmDUrgent',
  alarmSelTransfer: '/alarm/alarmDetail/alarmDSelTransfer',
  alarmSelectedTransfer: '/alarm/alarmDetail/alarmDSelTransfer/alarmDSelectedTransfer',
  alarmVideo: '/alarm/alarmVideo',
  alarmApply: '/alarmApply',
  alarmApplyType: '/alarmApply/alarmASelType',
  reformList: '/saReformTaskList',
  reformDetail: '/saReformTaskList/saReformTaskDetail',
  violation: '/saViolationDetail',
} as const;

/** A path with query values (encoded); empty values are left out. */
export function withQuery(path: string, query: Record<string, string | null | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v) q.set(k, v);
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

export const withId = (path: string, id: string): string => withQuery(path, { id });
