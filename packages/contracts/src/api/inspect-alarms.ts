import { z } from 'zod';
import { defineEndpoint, type EndpointSpec } from './endpoint.ts';
import { idParamsSchema, pageOf, personRefSchema } from './page.ts';
import { pageQuerySchema } from './messages.ts';
import { attachmentIdsSchema, fileRefSchema } from './file-schemas.ts';
import { fileMessages } from './files.ts';

/**
 * Alarms (issue 39): /alarmApply [alarmASelType] reports one by hand; devices post events to a
 * company-keyed endpoint (header x-device-key: the company's device key); /alarm [alarmDetail
 * [alarmDSelType, alarmDUrgent, alarmDSelTransfer [alarmDSelectedTransfer]], alarmVideo]
 * acknowledges, corrects the type, sets the urgency, hands over, resolves or marks a false alarm, and
 * plays the event's clip. An alarm nobody acknowledges in time goes one level up, once per level.
 */

const text = (empty: string, max: number) =>
  z
    .string({ error: empty })
    .trim()
    .min(1, empty)
    .max(max, `不能超过${String(max)}个字`);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `不能超过${String(max)}个字`)
    .optional();
const alarmClientKey = z
  .string({ error: '请提供 client_key' })
  .trim()
  .min(8, 'client_key 至少8个字符')
  .max(64, 'client_key 不能超过64个字符')
  .regex(/^[A-Za-z0-9_.:-]+$/, 'client_key 只能包含字母、数字和 _.:-');

export const alarmUrgencySchema = z.enum(['normal', 'urgent', 'critical'], { error: '请选择紧急程度' });
export const alarmStatusSchema = z.enum(['open', 'acknowledged', 'resolved', 'false_alarm']);

/** An alarm type (alarmASelType, alarmDSelType). */
export const alarmTypeSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  urgency: alarmUrgencySchema,
  /** Minutes an alarm of this type may wait for an acknowledgement before it goes one level up. */
  ack_minutes: z.number().int(),
});
export type AlarmType = z.infer<typeof alarmTypeSchema>;

export const alarmRowSchema = z.object({
  id: z.string(),
  type: z.object({ id: z.string(), name: z.string() }),
  source: z.enum(['manual', 'device']),
  source_label: z.string(),
  place: z.string(),
  urgency: alarmUrgencySchema,
  urgency_label: z.string(),
  status: alarmStatusSchema,
  status_label: z.string(),
  handler: personRefSchema.nullable(),
  /** 0: the first handlers; each escalation adds one. */
  level: z.number().int(),
  has_video: z.boolean(),
  created_time: z.string(),
});
export type AlarmRow = z.infer<typeof alarmRowSchema>;

export const alarmEventSchema = z.object({
  action: z.enum(['report', 'device', 'acknowledge', 'retype', 'urgency', 'transfer', 'escalate', 'resolve', 'false_alarm']),
  actor: personRefSchema.nullable(),
  remark: z.string().nullable(),
  created_time: z.string(),
});

export const alarmInfoSchema = alarmRowSchema.extend({
  description: z.string(),
  photos: z.array(fileRefSchema),
  /** The event's clip (alarmVideo): an address the device gave, or null. */
  video_url: z.string().nullable(),
  /** The clip the reporter uploaded with a hand report (alarmVideo plays its bytes), or null. */
  video_file: fileRefSchema.nullable(),
  device_source: z.string().nullable(),
  reporter: personRefSchema.nullable(),
  acknowledged_by: personRefSchema.nullable(),
  acknowledged_time: z.string().nullable(),
  resolved_by: personRefSchema.nullable(),
  resolved_time: z.string().nullable(),
  resolution: z.string().nullable(),
  /** Device events of the same source and type folded into this alarm while it was active. */
  repeat_count: z.number().int(),
  events: z.array(alarmEventSchema),
  can: z.object({
    acknowledge: z.boolean(),
    retype: z.boolean(),
    urgency: z.boolean(),
    transfer: z.boolean(),
    resolve: z.boolean(),
  }),
});
export type AlarmInfo = z.infer<typeof alarmInfoSchema>;
export const alarmPageSchema = pageOf(alarmRowSchema);
export type AlarmPage = z.infer<typeof alarmPageSchema>;

export const alarmsQuerySchema = pageQuerySchema.extend({
  /** mine: alarms I handle; all: the company's (alarm handlers and admins). */
  scope: z.enum(['mine', 'all']).default('all'),
  status: alarmStatusSchema.optional(),
});

export const alarmReportSchema = z.object({
  type_id: text('请选择告警类型', 64),
  place: text('请填写告警地点', 100),
  description: text('请填写告警描述', 500),
  photos: attachmentIdsSchema.default([]),
  /** A short clip uploaded with `POST files/videos/` (its id). */
  video_id: z.string({ error: fileMessages.unknown }).trim().max(64).optional(),
  urgency: alarmUrgencySchema.optional(),
  client_key: alarmClientKey,
});
export type AlarmReport = z.input<typeof alarmReportSchema>;

/** A device's event: the company's key in the x-device-key header. */
export const alarmDeviceEventSchema = z.object({
  /** The device (camera, smoke detector) that saw it: one active alarm per source and type. */
  source: text('请提供设备编号', 100),
  /** An alarm type's code (alarm_types.code). */
  type_code: text('请提供告警类型', 50),
  place: text('请提供告警地点', 100),
  description: optionalText(500),
  video_url: z
    .url({ protocol: /^https?$/, error: '请提供有效的视频地址' })
    .max(500)
    .optional(),
});
export type AlarmDeviceEvent = z.input<typeof alarmDeviceEventSchema>;
export const alarmDeviceAnswerSchema = z.object({ alarm_id: z.string(), created: z.boolean() });
export const alarmDeviceParamsSchema = z.object({ company_id: z.string() });

/** A new device key (shown once: only its SHA-256 is kept) and where devices post. */
export const alarmDeviceKeySchema = z.object({ device_key: z.string(), endpoint: z.string() });

export const alarmRetypeSchema = z.object({ type_id: text('请选择告警类型', 64) });
export const alarmUrgencyBodySchema = z.object({ urgency: alarmUrgencySchema });
export const alarmTransferSchema = z.object({ staff_id: text('请选择转派人', 64), remark: optionalText(200) });
export const alarmCloseSchema = z.object({ remark: text('请填写处理结果', 500) });
export const alarmAckSchema = z.object({ remark: optionalText(200) }).prefault({});

const ep = <const T extends Omit<EndpointSpec, 'tags' | 'auth'>>(def: T) =>
  defineEndpoint({ ...def, tags: ['inspect'] as const, auth: 'required' as const });

/** Alarms (OpenAPI tag `inspect`). */
export const alarmEndpoints = {
  types: ep({
    method: 'GET',
    path: '/alarms/types/',
    operationId: 'inspect.alarmTypes',
    summary: '告警类型',
    description: 'The alarm types of the company with their default urgency and acknowledgement time.',
    response: { 200: z.array(alarmTypeSchema) },
  }),
  report: ep({
    method: 'POST',
    path: '/alarms/',
    operationId: 'inspect.alarmReport',
    summary: '告警上报',
    description:
      "Any staff reports an alarm by hand (type, place, description, photos, a short clip uploaded with files.uploadVideo: 400 video_id 只支持 MP4、WebM、MOV 格式的视频 for another file); the type's first-level handlers are pushed. The same client_key answers the one it made (200).",
    body: alarmReportSchema,
    response: { 200: alarmInfoSchema, 201: alarmInfoSchema },
  }),
  list: ep({
    method: 'GET',
    path: '/alarms/',
    operationId: 'inspect.alarms',
    summary: '告警列表',
    description:
      'Alarms of the company (scope all: handlers and admins) or those I handle (mine; anyone else gets these), newest first; `status` filters.',
    query: alarmsQuerySchema,
    response: { 200: alarmPageSchema },
  }),
  get: ep({
    method: 'GET',
    path: '/alarms/:id/',
    operationId: 'inspect.alarm',
    summary: '告警详情',
    description: 'One alarm with its history and what the caller may do (handlers, its reporter, admins).',
    params: idParamsSchema,
    response: { 200: alarmInfoSchema },
  }),
  acknowledge: ep({
    method: 'POST',
    path: '/alarms/:id/acknowledge/',
    operationId: 'inspect.alarmAcknowledge',
    summary: '确认告警',
    description:
      'A handler acknowledges an open alarm and becomes its handler: of concurrent acknowledgements exactly one wins (409 该告警已被其他人确认); escalation stops.',
    params: idParamsSchema,
    body: alarmAckSchema,
    response: { 200: alarmInfoSchema },
  }),
  retype: ep({
    method: 'POST',
    path: '/alarms/:id/type/',
    operationId: 'inspect.alarmRetype',
    summary: '修改告警类型',
    description: 'A handler corrects the type of an active alarm (alarmDSelType).',
    params: idParamsSchema,
    body: alarmRetypeSchema,
    response: { 200: alarmInfoSchema },
  }),
  urgency: ep({
    method: 'POST',
    path: '/alarms/:id/urgency/',
    operationId: 'inspect.alarmUrgency',
    summary: '设置紧急程度',
    description: 'A handler sets the urgency of an active alarm (alarmDUrgent).',
    params: idParamsSchema,
    body: alarmUrgencyBodySchema,
    response: { 200: alarmInfoSchema },
  }),
  transfer: ep({
    method: 'POST',
    path: '/alarms/:id/transfer/',
    operationId: 'inspect.alarmTransfer',
    summary: '转派告警',
    description:
      'The current handler (or an admin) hands an active alarm to another staff of the company, who is pushed and becomes its handler.',
    params: idParamsSchema,
    body: alarmTransferSchema,
    response: { 200: alarmInfoSchema },
  }),
  resolve: ep({
    method: 'POST',
    path: '/alarms/:id/resolve/',
    operationId: 'inspect.alarmResolve',
    summary: '处理完成',
    description: 'The handler (or an admin) resolves an active alarm with the outcome.',
    params: idParamsSchema,
    body: alarmCloseSchema,
    response: { 200: alarmInfoSchema },
  }),
  falseAlarm: ep({
    method: 'POST',
    path: '/alarms/:id/false_alarm/',
    operationId: 'inspect.alarmFalse',
    summary: '标记误报',
    description: 'The handler (or an admin) closes an active alarm as a false alarm, with the reason.',
    params: idParamsSchema,
    body: alarmCloseSchema,
    response: { 200: alarmInfoSchema },
  }),
  rotateDeviceKey: ep({
    method: 'POST',
    path: '/alarms/device_key/',
    operationId: 'inspect.alarmDeviceKey',
    summary: '生成设备密钥',
    description:
      "An admin makes the company's device key (a new one replaces the old at once, so a leaked key is revoked): answered once (201), only its SHA-256 is kept. Devices send it in the x-device-key header to `endpoint`.",
    response: { 201: alarmDeviceKeySchema, 403: z.object({ detail: z.string() }) },
  }),
  deviceEvent: defineEndpoint({
    method: 'POST',
    path: '/alarms/devices/:company_id/events/',
    operationId: 'inspect.alarmDeviceEvent',
    tags: ['inspect'],
    summary: '设备告警事件',
    description:
      "A device posts an event with the company's device key in the x-device-key header (401 without the right key). Events of one source and type fold into its active alarm (one active alarm, 200 created: false); a new one is 201 and pushed to the type's first-level handlers.",
    auth: 'none',
    params: alarmDeviceParamsSchema,
    body: alarmDeviceEventSchema,
    response: { 200: alarmDeviceAnswerSchema, 201: alarmDeviceAnswerSchema, 401: z.object({ detail: z.string() }) },
  }),
} as const;
