import type { AlarmInfo, RectificationInfo, ReformInfo } from '@campus/contracts';
import type { Tone } from './components/common.tsx';

/** The colour of each state's tag (the labels come from the server). */
export const RECTIFY_TONES: Record<RectificationInfo['status'], Tone> = { open: 'warning', fixed: 'primary', verified: 'success' };
export const REFORM_TONES: Record<ReformInfo['status'], Tone> = { open: 'warning', submitted: 'primary', accepted: 'success' };
export const ALARM_TONES: Record<AlarmInfo['status'], Tone> = {
  open: 'danger',
  acknowledged: 'warning',
  resolved: 'success',
  false_alarm: 'default',
};
export const URGENCY_TONES: Record<AlarmInfo['urgency'], Tone> = { normal: 'default', urgent: 'warning', critical: 'danger' };

/** What each history entry is called. */
export const RECTIFY_ACTIONS: Record<string, string> = {
  open: '发现异常',
  assign: '指派整改',
  fix: '提交整改',
  verify: '验收通过',
  reopen: '退回整改',
  submit: '提交整改材料',
  accept: '验收通过',
};
export const ALARM_ACTIONS: Record<string, string> = {
  report: '人工上报',
  device: '设备告警',
  acknowledge: '确认告警',
  retype: '修改类型',
  urgency: '设置紧急程度',
  transfer: '转派',
  escalate: '超时升级',
  resolve: '处理完成',
  false_alarm: '标记误报',
};
