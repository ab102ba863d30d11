/**
 * Inspection, rectifications, violations, reform tasks and alarms (issue 39): the constants every
 * inspect file shares, without zod. What the module's manifest reads is in inspect-codes.ts.
 * Times are 'YYYY-MM-DD HH:mm:ss' on the hub clock (Asia/Shanghai), dates 'YYYY-MM-DD'.
 */

export * from './inspect-codes.ts';

/** A round of a route on one day. */
export const ROUND_STATUS_LABELS = { pending: '待巡检', in_progress: '巡检中', done: '已完成', incomplete: '未完成' } as const;
export type RoundStatus = keyof typeof ROUND_STATUS_LABELS;

/** A check item's result at a scanned checkpoint. */
export const CHECK_RESULT_LABELS = { normal: '正常', abnormal: '异常' } as const;
export type CheckResult = keyof typeof CHECK_RESULT_LABELS;

/** A rectification (整改): open (assigned, waiting for the fix), fixed (waiting for verification), verified (closed). */
export const RECTIFY_STATUS_LABELS = { open: '待整改', fixed: '待验收', verified: '已完成' } as const;
export type RectifyStatus = keyof typeof RECTIFY_STATUS_LABELS;

/** A reform task (整改任务) raised from a violation. */
export const REFORM_STATUS_LABELS = { open: '待整改', submitted: '待验收', accepted: '已完成' } as const;
export type ReformStatus = keyof typeof REFORM_STATUS_LABELS;

/** Where a violation was found. */
export const VIOLATION_SOURCE_LABELS = { round: '巡检发现', room_check: '查房发现' } as const;
export type ViolationSource = keyof typeof VIOLATION_SOURCE_LABELS;

/** An alarm's state. */
export const ALARM_STATUS_LABELS = { open: '待处理', acknowledged: '处理中', resolved: '已解决', false_alarm: '误报' } as const;
export type AlarmStatus = keyof typeof ALARM_STATUS_LABELS;

/** Urgency (alarmDUrgent). */
export const ALARM_URGENCY_LABELS = { normal: '一般', urgent: '紧急', critical: '特急' } as const;
export type AlarmUrgency = keyof typeof ALARM_URGENCY_LABELS;

/** Where an alarm came from. */
export const ALARM_SOURCE_LABELS = { manual: '人工上报', device: '设备告警' } as const;

/** The header a device sends its company's key in (POST alarms/devices/{company_id}/events/). */
export const ALARM_DEVICE_KEY_HEADER = 'x-device-key';

/** Spec 8: location permission denied (code -1). The scan is still recorded, without a place. */
export const LOCATION_REFUSED_MESSAGE = '获取定位权限失败，请通过手机开启';

/** Refusals the screens may show as they are. */
export const INSPECT_MESSAGES = {
  notPatrolman: '仅巡检员可以操作',
  notAdmin: '没有权限',
  routeUnknown: '请选择巡检路线',
  tagFormat: '标签编码须以 CP- 开头，由字母、数字或短横线组成，如 CP-A01',
  tagTaken: '该标签编码已被其他巡检点使用',
  pointUnknown: '未找到该巡检点',
  noRound: '今天没有包含该巡检点的巡检任务',
  roundClosed: '该巡检任务已结束',
  notYourRound: '该巡检任务不属于您',
  abnormalPhoto: '异常项请上传照片',
  itemUnknown: '检查项不存在',
  onlyAssignee: '只有整改负责人可以操作',
  onlyInspector: '只有验收人可以操作',
  wrongState: '当前状态不能执行该操作',
  staffUnknown: '请选择本公司的员工',
  deviceKey: '设备密钥无效',
  alarmTypeUnknown: '告警类型不存在',
  alarmClosed: '该告警已处理完毕',
  acknowledged: '该告警已被其他人确认',
  onlyHandler: '只有当前处理人可以操作',
} as const;
