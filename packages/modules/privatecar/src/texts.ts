import { PCAR_RULES } from '@campus/contracts';

/** The module's words, written once. */
export const TEXT = {
  rules: PCAR_RULES,
  submitted: '提交成功',
  saved: '保存成功',
  removed: '已删除',
  confirmRemoveTrip: '确定删除这条出车记录吗？',
  confirmRemoveFee: '确定删除这笔费用吗？',
  confirmRemoveCar: '确定删除这辆车吗？',
  noTrips: '暂无出车记录',
  noCars: '还没有登记车辆',
  approvalProgress: '审批进度',
  choose: '请选择',
  typedMark: '手填',
  computedMark: '两地直线距离',
  noTileServer: '未配置地图服务：行程按坐标点列出（起点、终点），里程为两点间的直线距离或手填里程。',
  tileServer: '地图由本单位配置的地图服务提供，连线为起终点间的直线。',
} as const;
