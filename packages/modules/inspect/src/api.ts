import {
  alarmEndpoints as A,
  directoryEndpoints,
  inspectEndpoints as I,
  type AlarmReport,
  type AlarmUrgency,
  type CheckpointWrite,
  type ItemResults,
  type ScanInput,
  type ViolationCreate,
} from '@campus/contracts';
import { apiCall } from '@campus/core';

/**
 * Every call of the inspect module, typed by its endpoint (issue 39). Actions pass `silent`: the
 * screens show a refusal next to its field or above the buttons instead of a bare toast.
 */

// rounds
export const fetchToday = () => apiCall(I.today);
export const fetchRounds = (page: number, pageSize: number) => apiCall(I.rounds, { query: { scope: 'mine', page, page_size: pageSize } });
export const fetchRound = (id: string) => apiCall(I.round, { params: { id } });
export const recordScan = (body: ScanInput) => apiCall(I.scan, { body, silent: true });
export const submitResults = (recordId: string, body: ItemResults) => apiCall(I.results, { params: { id: recordId }, body, silent: true });

// rectifications
export type RectifyScope = 'mine' | 'opened' | 'all';
export const fetchRectifications = (scope: RectifyScope, page: number, pageSize: number) =>
  apiCall(I.rectifications, { query: { scope, page, page_size: pageSize } });
export const fetchRectification = (id: string) => apiCall(I.rectification, { params: { id } });
export const assignRectification = (id: string, body: { assignee_id: string; deadline: string; remark?: string }) =>
  apiCall(I.assign, { params: { id }, body, silent: true });
export const fixRectification = (id: string, body: { remark: string; photos: string[] }) =>
  apiCall(I.fix, { params: { id }, body, silent: true });
export const verifyRectification = (id: string) => apiCall(I.verify, { params: { id }, body: {}, silent: true });
export const reopenRectification = (id: string, reason: string) => apiCall(I.reopen, { params: { id }, body: { reason }, silent: true });

// violations and reform tasks
export const createViolation = (body: ViolationCreate) => apiCall(I.createViolation, { body, silent: true });
export const fetchViolation = (id: string) => apiCall(I.violation, { params: { id } });
export const raiseTask = (id: string, body: { responsible_id: string; deadline: string; requirement: string }) =>
  apiCall(I.raiseTask, { params: { id }, body, silent: true });
export type ReformScope = 'mine' | 'inspecting' | 'all';
export const fetchReformTasks = (scope: ReformScope, page: number, pageSize: number) =>
  apiCall(I.reformTasks, { query: { scope, page, page_size: pageSize } });
export const fetchReformTask = (id: string) => apiCall(I.reformTask, { params: { id } });
export const submitEvidence = (id: string, body: { remark: string; photos: string[] }) =>
  apiCall(I.submitEvidence, { params: { id }, body, silent: true });
export const acceptTask = (id: string) => apiCall(I.acceptTask, { params: { id }, body: {}, silent: true });
export const reopenTask = (id: string, reason: string) => apiCall(I.reopenTask, { params: { id }, body: { reason }, silent: true });

// alarms
export const fetchAlarmTypes = () => apiCall(A.types);
export const reportAlarm = (body: AlarmReport) => apiCall(A.report, { body, silent: true });
export const fetchAlarms = (scope: 'mine' | 'all', page: number, pageSize: number) =>
  apiCall(A.list, { query: { scope, page, page_size: pageSize } });
export const fetchAlarm = (id: string) => apiCall(A.get, { params: { id } });
export const acknowledgeAlarm = (id: string) => apiCall(A.acknowledge, { params: { id }, body: {}, silent: true });
export const retypeAlarm = (id: string, typeId: string) => apiCall(A.retype, { params: { id }, body: { type_id: typeId }, silent: true });
export const setAlarmUrgency = (id: string, urgency: AlarmUrgency) =>
  apiCall(A.urgency, { params: { id }, body: { urgency }, silent: true });
export const transferAlarm = (id: string, staffId: string, remark?: string) =>
  apiCall(A.transfer, { params: { id }, body: { staff_id: staffId, ...(remark ? { remark } : {}) }, silent: true });
export const resolveAlarm = (id: string, remark: string) => apiCall(A.resolve, { params: { id }, body: { remark }, silent: true });
export const markFalseAlarm = (id: string, remark: string) => apiCall(A.falseAlarm, { params: { id }, body: { remark }, silent: true });

// people (the staff picker)
export const searchStaffs = (search: string) =>
  apiCall(directoryEndpoints.listStaffs, { query: search === '' ? { page_size: 50 } : { search, page_size: 50 } });

// an admin's checkpoints (/inspect?view=points)
export const fetchSetupRoutes = () => apiCall(I.setupRoutes);
export const createCheckpoint = (body: CheckpointWrite) => apiCall(I.createCheckpoint, { body, silent: true });
export const updateCheckpoint = (id: string, body: CheckpointWrite) => apiCall(I.updateCheckpoint, { params: { id }, body, silent: true });
