import { z } from 'zod';
import { defineEndpoint, type EndpointSpec } from './endpoint.ts';
import { idParamsSchema, pageOf, personRefSchema } from './page.ts';
import { pageQuerySchema } from './messages.ts';
import { attachmentIdsSchema, fileRefSchema } from './file-schemas.ts';
import { INSPECT_MESSAGES } from './inspect-common.ts';

export * from './inspect-common.ts';
export * from './inspect-alarms.ts';

/**
 * Inspection (issue 39): /inspect (the patrolman's rounds of the day, scanning checkpoints and their
 * check items), inspectRecord (the history of rounds), inspectRectify [inspectRectifyDetail]
 * (rectifications opened by abnormal items), /saViolationDetail and /saReformTaskList
 * [saReformTaskDetail] (violations and the reform tasks they raise). Alarms: inspect-alarms.ts.
 */

export const inspectText = (empty: string, max: number) =>
  z
    .string({ error: empty })
    .trim()
    .min(1, empty)
    .max(max, `不能超过${String(max)}个字`);
export const inspectOptionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `不能超过${String(max)}个字`)
    .optional();
export const inspectIdOf = (empty: string) => z.string({ error: empty }).trim().min(1, empty).max(64, empty);
export const inspectClientKeySchema = z
  .string({ error: '请提供 client_key' })
  .trim()
  .min(8, 'client_key 至少8个字符')
  .max(64, 'client_key 不能超过64个字符')
  .regex(/^[A-Za-z0-9_.:-]+$/, 'client_key 只能包含字母、数字和 _.:-');
const dateSchema = (empty: string) =>
  z
    .string({ error: empty })
    .trim()
    .min(1, empty)
    .regex(/^\d{4}-\d{2}-\d{2}$/, '请输入有效的日期（YYYY-MM-DD）')
    .refine((v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v) && v >= '2000-01-01' && v <= '2099-12-31';
    }, '请输入有效的日期（YYYY-MM-DD）');

// ---------------------------------------------------------------------------------------------
// Rounds

export const checkItemSchema = z.object({ id: z.string(), name: z.string() });

/** A checkpoint of a round: scanned or not, in order or not, its items' results. */
export const roundPointSchema = z.object({
  id: z.string(),
  seq: z.number().int(),
  name: z.string(),
  place: z.string(),
  tags: z.array(z.string()),
  items: z.array(checkItemSchema),
  record: z
    .object({
      id: z.string(),
      scanned_time: z.string(),
      out_of_order: z.boolean(),
      location: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
      location_refused: z.boolean(),
      /** Results once the items are answered (empty before). */
      results: z.array(
        z.object({
          item_id: z.string(),
          item: z.string(),
          result: z.enum(['normal', 'abnormal']),
          remark: z.string().nullable(),
          photos: z.array(fileRefSchema),
          rectification_id: z.string().nullable(),
        }),
      ),
    })
    .nullable(),
});
export type RoundPoint = z.infer<typeof roundPointSchema>;

export const roundRowSchema = z.object({
  id: z.string(),
  route: z.object({ id: z.string(), name: z.string() }),
  patrolman: personRefSchema,
  date: z.string(),
  /** The shift, 'YYYY-MM-DD HH:mm:ss'. */
  start_time: z.string(),
  end_time: z.string(),
  status: z.enum(['pending', 'in_progress', 'done', 'incomplete']),
  status_label: z.string(),
  points_total: z.number().int(),
  points_done: z.number().int(),
  closed_time: z.string().nullable(),
});
export type RoundRow = z.infer<typeof roundRowSchema>;

export const roundInfoSchema = roundRowSchema.extend({
  /** Whether the route asks for its points in order. */
  ordered: z.boolean(),
  points: z.array(roundPointSchema),
  /** Named once the round closed incomplete (or now, for the points still open). */
  missed: z.array(z.object({ id: z.string(), name: z.string() })),
  out_of_order: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type RoundInfo = z.infer<typeof roundInfoSchema>;
export const roundPageSchema = pageOf(roundRowSchema);
export type RoundPage = z.infer<typeof roundPageSchema>;

export const roundsQuerySchema = pageQuerySchema.extend({
  /** mine: the caller's rounds (inspectRecord); all: the company's (admins). */
  scope: z.enum(['mine', 'all']).default('mine'),
  status: z.enum(['pending', 'in_progress', 'done', 'incomplete']).optional(),
});

/** POST inspect/scans/: a checkpoint's tag scanned on a round (the server's time is the record's). */
export const scanSchema = z.object({
  /** The scanner's text: a QR's content ('campus-checkpoint:<code>'), or 'CODE_128,<code>', or the bare code. */
  code: inspectText('请扫描巡检点标签', 200),
  /** The round, when scanned from its screen; otherwise the caller's open round of today holding the point. */
  round_id: z.string().trim().max(64).optional(),
  latitude: z.number().min(-90).max(90).optional(),
  longitude: z.number().min(-180).max(180).optional(),
  /** The location permission was refused (the client showed 获取定位权限失败，请通过手机开启). */
  location_refused: z.boolean().default(false),
  /** One scan replayed (offline) records once. */
  client_key: inspectClientKeySchema,
});
export type ScanInput = z.input<typeof scanSchema>;

export const scanResultSchema = z.object({
  round: roundInfoSchema,
  point_id: z.string(),
  record_id: z.string(),
  /** False when this point was already recorded on the round (a replay or a second scan). */
  created: z.boolean(),
  out_of_order: z.boolean(),
  /** Points before this one the round asked for first and were not scanned. */
  skipped: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type ScanResult = z.infer<typeof scanResultSchema>;

/** What a scanned checkpoint tag names (the scanner's router asks this for a code it does not know). */
export const checkpointLookupSchema = z.object({
  point: z.object({ id: z.string(), name: z.string(), place: z.string(), route: z.object({ id: z.string(), name: z.string() }) }),
  /** The caller's open round of today holding it, if any. */
  round_id: z.string().nullable(),
});
export const checkpointQuerySchema = z.object({ code: inspectText('请扫描巡检点标签', 200) });

export const itemResultsSchema = z.object({
  results: z
    .array(
      z.object({
        item_id: inspectIdOf('检查项不存在'),
        result: z.enum(['normal', 'abnormal'], { error: '请选择检查结果' }),
        remark: inspectOptionalText(200),
        photos: attachmentIdsSchema.default([]),
      }),
    )
    .min(1, '请填写检查结果'),
});
export type ItemResults = z.input<typeof itemResultsSchema>;

// ---------------------------------------------------------------------------------------------
// Rectifications

export const rectificationRowSchema = z.object({
  id: z.string(),
  title: z.string(),
  place: z.string(),
  status: z.enum(['open', 'fixed', 'verified']),
  status_label: z.string(),
  assignee: personRefSchema,
  inspector: personRefSchema,
  deadline: z.string(),
  overdue: z.boolean(),
  created_time: z.string(),
});
export type RectificationRow = z.infer<typeof rectificationRowSchema>;
export const rectificationEventSchema = z.object({
  action: z.enum(['open', 'assign', 'fix', 'verify', 'reopen']),
  actor: personRefSchema,
  remark: z.string().nullable(),
  photos: z.array(fileRefSchema),
  created_time: z.string(),
});
export const rectificationInfoSchema = rectificationRowSchema.extend({
  description: z.string(),
  photos: z.array(fileRefSchema),
  round_id: z.string().nullable(),
  point: z.object({ id: z.string(), name: z.string() }).nullable(),
  item: z.string().nullable(),
  fix_remark: z.string().nullable(),
  fix_photos: z.array(fileRefSchema),
  reopen_count: z.number().int(),
  events: z.array(rectificationEventSchema),
  can: z.object({ assign: z.boolean(), fix: z.boolean(), verify: z.boolean(), reopen: z.boolean() }),
});
export type RectificationInfo = z.infer<typeof rectificationInfoSchema>;
export const rectificationPageSchema = pageOf(rectificationRowSchema);
export const rectificationsQuerySchema = pageQuerySchema.extend({
  /** mine: assigned to me; opened: opened by me (to verify); all: the company's (admins). */
  scope: z.enum(['mine', 'opened', 'all']).default('mine'),
  status: z.enum(['open', 'fixed', 'verified']).optional(),
});
export const assignSchema = z.object({
  assignee_id: inspectIdOf('请选择整改负责人'),
  deadline: dateSchema('请选择整改期限'),
  remark: inspectOptionalText(200),
});
export const fixSchema = z.object({
  remark: inspectText('请填写整改说明', 500),
  photos: attachmentIdsSchema.default([]).refine((ids) => ids.length > 0, '请上传整改照片'),
});
export const reopenSchema = z.object({ reason: inspectText('请填写退回原因', 200) });
export const inspectRemarkSchema = z.object({ remark: inspectOptionalText(200) }).prefault({});

// ---------------------------------------------------------------------------------------------
// Violations and reform tasks

export const violationCreateSchema = z.object({
  rule: inspectText('请填写违反的规定', 100),
  place: inspectText('请填写地点', 100),
  /** The person concerned (a staff of the company), or a room. */
  person_id: z.string().trim().max(64).optional(),
  room: inspectOptionalText(50),
  description: inspectText('请填写违规情况', 500),
  photos: attachmentIdsSchema.default([]),
  source: z.enum(['round', 'room_check']).default('round'),
  round_id: z.string().trim().max(64).optional(),
  client_key: inspectClientKeySchema,
});
export type ViolationCreate = z.input<typeof violationCreateSchema>;

export const violationRowSchema = z.object({
  id: z.string(),
  rule: z.string(),
  place: z.string(),
  person: personRefSchema.nullable(),
  room: z.string().nullable(),
  source: z.enum(['round', 'room_check']),
  source_label: z.string(),
  found_by: personRefSchema,
  created_time: z.string(),
  /** The reform task raised from it, if any. */
  reform_task_id: z.string().nullable(),
});
export const violationInfoSchema = violationRowSchema.extend({
  description: z.string(),
  photos: z.array(fileRefSchema),
  round_id: z.string().nullable(),
  can_raise_task: z.boolean(),
});
export type ViolationInfo = z.infer<typeof violationInfoSchema>;
export const violationPageSchema = pageOf(violationRowSchema);

export const reformCreateSchema = z.object({
  responsible_id: inspectIdOf('请选择整改责任人'),
  deadline: dateSchema('请选择整改期限'),
  requirement: inspectText('请填写整改要求', 500),
});

export const reformRowSchema = z.object({
  id: z.string(),
  title: z.string(),
  place: z.string(),
  status: z.enum(['open', 'submitted', 'accepted']),
  status_label: z.string(),
  responsible: personRefSchema,
  inspector: personRefSchema,
  deadline: z.string(),
  overdue: z.boolean(),
  created_time: z.string(),
});
export const reformInfoSchema = reformRowSchema.extend({
  violation_id: z.string(),
  requirement: z.string(),
  evidence_remark: z.string().nullable(),
  evidence_photos: z.array(fileRefSchema),
  reopen_count: z.number().int(),
  events: z.array(rectificationEventSchema.extend({ action: z.enum(['open', 'submit', 'accept', 'reopen']) })),
  can: z.object({ submit: z.boolean(), accept: z.boolean(), reopen: z.boolean() }),
});
export type ReformInfo = z.infer<typeof reformInfoSchema>;
export const reformPageSchema = pageOf(reformRowSchema);
export const reformQuerySchema = pageQuerySchema.extend({
  /** mine: tasks I am responsible for; inspecting: tasks I accept; all: the company's (admins). */
  scope: z.enum(['mine', 'inspecting', 'all']).default('mine'),
  status: z.enum(['open', 'submitted', 'accepted']).optional(),
});
export const evidenceSchema = z.object({
  remark: inspectText('请填写整改情况', 500),
  photos: attachmentIdsSchema.default([]).refine((ids) => ids.length > 0, '请上传整改照片'),
});

/** A checkpoint as an admin adds or edits it (/inspect?view=points). */
export const checkpointWriteSchema = z.object({
  route_id: z.string({ error: INSPECT_MESSAGES.routeUnknown }).trim().min(1, INSPECT_MESSAGES.routeUnknown).max(64),
  name: inspectText('请填写巡检点名称', 50),
  place: inspectText('请填写巡检点位置', 100),
  /** The tag's code as printed (CP-A01); stored normalised (no spaces, upper case, no scanner prefix). */
  tag_code: inspectText('请填写标签编码', 60),
});
export type CheckpointWrite = z.input<typeof checkpointWriteSchema>;
export const checkpointAdminSchema = z.object({
  id: z.string(),
  route_id: z.string(),
  seq: z.number().int(),
  name: z.string(),
  place: z.string(),
  tag_code: z.string(),
});
export type CheckpointAdmin = z.infer<typeof checkpointAdminSchema>;
/** A patrol route with its checkpoints in order (the admins' setup list). */
export const routeSetupSchema = z.object({ id: z.string(), name: z.string(), points: z.array(checkpointAdminSchema) });
export type RouteSetup = z.infer<typeof routeSetupSchema>;

const ep = <const T extends Omit<EndpointSpec, 'tags' | 'auth'>>(def: T) =>
  defineEndpoint({ ...def, tags: ['inspect'] as const, auth: 'required' as const });

/** Rounds, checkpoints and rectifications (OpenAPI tag `inspect`). */
export const inspectEndpoints = {
  setupRoutes: ep({
    method: 'GET',
    path: '/inspect/setup/routes/',
    operationId: 'inspect.setupRoutes',
    summary: '巡检路线与巡检点',
    description: "The company's patrol routes (at most 100) with their checkpoints in order, for its admins (403 没有权限 for others).",
    response: { 200: z.array(routeSetupSchema) },
  }),
  createCheckpoint: ep({
    method: 'POST',
    path: '/inspect/setup/points/',
    operationId: 'inspect.createCheckpoint',
    summary: '新增巡检点',
    description:
      'An admin adds a checkpoint last on a route of the company. The tag code is normalised (spaces and a scanner prefix dropped, upper case) and must be ' +
      "the checkpoints' own form (CP- and letters, digits or dashes: the scanner hands only those to /inspect); one tag per company, also when two add it at once (400 tag_code).",
    body: checkpointWriteSchema,
    response: { 201: checkpointAdminSchema },
  }),
  updateCheckpoint: ep({
    method: 'PUT',
    path: '/inspect/setup/points/:id/',
    operationId: 'inspect.updateCheckpoint',
    summary: '修改巡检点',
    description: "An admin renames a checkpoint, moves it (last on another route) or gives it another tag; 404 for another company's.",
    params: idParamsSchema,
    body: checkpointWriteSchema,
    response: { 200: checkpointAdminSchema },
  }),
  today: ep({
    method: 'GET',
    path: '/inspect/rounds/today/',
    operationId: 'inspect.today',
    summary: '今日巡检任务',
    description:
      "The calling patrolman's rounds of today (made from the routes' schedules on first ask), each with its points and what was recorded.",
    response: { 200: z.array(roundInfoSchema) },
  }),
  rounds: ep({
    method: 'GET',
    path: '/inspect/rounds/',
    operationId: 'inspect.rounds',
    summary: '巡检记录',
    description: "The caller's rounds (scope mine) or the company's (scope all: admins), newest first; `status` filters.",
    query: roundsQuerySchema,
    response: { 200: roundPageSchema },
  }),
  round: ep({
    method: 'GET',
    path: '/inspect/rounds/:id/',
    operationId: 'inspect.round',
    summary: '巡检详情',
    description: 'One round with its points, records, missed and out-of-order points (its patrolman and admins).',
    params: idParamsSchema,
    response: { 200: roundInfoSchema },
  }),
  checkpoint: ep({
    method: 'GET',
    path: '/inspect/checkpoints/',
    operationId: 'inspect.checkpoint',
    summary: '识别巡检点标签',
    description:
      "What a scanned tag names (normalised: trimmed, upper case, the QR or Code-128 prefix removed), and the caller's open round of today holding it.",
    query: checkpointQuerySchema,
    response: { 200: checkpointLookupSchema },
  }),
  scan: ep({
    method: 'POST',
    path: '/inspect/scans/',
    operationId: 'inspect.scan',
    summary: '巡检打卡',
    description:
      "Records a checkpoint on a round at the server's time (with the place when given): one record per checkpoint per round (concurrent scans or a replay answer the same record, 200); 201 the first time. A point scanned before an earlier one of an ordered route is out of order; the round closes on its last point.",
    body: scanSchema,
    response: { 200: scanResultSchema, 201: scanResultSchema },
  }),
  results: ep({
    method: 'POST',
    path: '/inspect/records/:id/results/',
    operationId: 'inspect.results',
    summary: '提交检查结果',
    description:
      "The patrolman answers a scanned point's check items; an abnormal item needs a photo (400 异常项请上传照片) and opens a rectification, pushed to its assignee. Answering again replaces normal results; a rectification once opened stays.",
    params: idParamsSchema,
    body: itemResultsSchema,
    response: { 200: roundInfoSchema },
  }),
  rectifications: ep({
    method: 'GET',
    path: '/inspect/rectifications/',
    operationId: 'inspect.rectifications',
    summary: '整改列表',
    description: "Rectifications assigned to the caller (mine), opened by him (opened) or the company's (all: admins), newest first.",
    query: rectificationsQuerySchema,
    response: { 200: rectificationPageSchema },
  }),
  rectification: ep({
    method: 'GET',
    path: '/inspect/rectifications/:id/',
    operationId: 'inspect.rectification',
    summary: '整改详情',
    description: 'One rectification with its history, to its assignee, its inspector and admins.',
    params: idParamsSchema,
    response: { 200: rectificationInfoSchema },
  }),
  assign: ep({
    method: 'POST',
    path: '/inspect/rectifications/:id/assign/',
    operationId: 'inspect.assign',
    summary: '指派整改',
    description: 'Its inspector or an admin names the assignee and the deadline (open only); the assignee is pushed.',
    params: idParamsSchema,
    body: assignSchema,
    response: { 200: rectificationInfoSchema },
  }),
  fix: ep({
    method: 'POST',
    path: '/inspect/rectifications/:id/fix/',
    operationId: 'inspect.fix',
    summary: '提交整改',
    description: 'The assignee reports the fix with photos: open -> fixed; the inspector is pushed.',
    params: idParamsSchema,
    body: fixSchema,
    response: { 200: rectificationInfoSchema },
  }),
  verify: ep({
    method: 'POST',
    path: '/inspect/rectifications/:id/verify/',
    operationId: 'inspect.verify',
    summary: '验收通过',
    description: 'Its inspector (or an admin) accepts the fix: fixed -> verified.',
    params: idParamsSchema,
    body: inspectRemarkSchema,
    response: { 200: rectificationInfoSchema },
  }),
  reopen: ep({
    method: 'POST',
    path: '/inspect/rectifications/:id/reopen/',
    operationId: 'inspect.reopen',
    summary: '退回整改',
    description: 'Its inspector (or an admin) reopens a fix with a reason: fixed -> open; the assignee is pushed.',
    params: idParamsSchema,
    body: reopenSchema,
    response: { 200: rectificationInfoSchema },
  }),
  violations: ep({
    method: 'GET',
    path: '/inspect/violations/',
    operationId: 'inspect.violations',
    summary: '违规记录',
    description: "The company's violations, newest first (patrolmen and admins; others see those concerning them).",
    query: pageQuerySchema,
    response: { 200: violationPageSchema },
  }),
  createViolation: ep({
    method: 'POST',
    path: '/inspect/violations/',
    operationId: 'inspect.createViolation',
    summary: '登记违规',
    description:
      'A patrolman or an admin records a violation found on a round or a room check (rule, place, person or room, photos). The same client_key answers the one it made (200).',
    body: violationCreateSchema,
    response: { 200: violationInfoSchema, 201: violationInfoSchema },
  }),
  violation: ep({
    method: 'GET',
    path: '/inspect/violations/:id/',
    operationId: 'inspect.violation',
    summary: '违规详情',
    description: 'One violation (saViolationDetail): its finder, the person concerned, patrolmen and admins.',
    params: idParamsSchema,
    response: { 200: violationInfoSchema },
  }),
  raiseTask: ep({
    method: 'POST',
    path: '/inspect/violations/:id/reform_task/',
    operationId: 'inspect.raiseTask',
    summary: '下发整改任务',
    description:
      'A patrolman or an admin raises a reform task from a violation (once: 400 when it has one): the responsible person is pushed; the caller inspects it.',
    params: idParamsSchema,
    body: reformCreateSchema,
    response: { 201: reformInfoSchema },
  }),
  reformTasks: ep({
    method: 'GET',
    path: '/inspect/reform_tasks/',
    operationId: 'inspect.reformTasks',
    summary: '整改任务',
    description: "Reform tasks I am responsible for (mine), I inspect (inspecting), or the company's (all: admins), newest first.",
    query: reformQuerySchema,
    response: { 200: reformPageSchema },
  }),
  reformTask: ep({
    method: 'GET',
    path: '/inspect/reform_tasks/:id/',
    operationId: 'inspect.reformTask',
    summary: '整改任务详情',
    description: 'One reform task with its history, to its responsible person, its inspector and admins.',
    params: idParamsSchema,
    response: { 200: reformInfoSchema },
  }),
  submitEvidence: ep({
    method: 'POST',
    path: '/inspect/reform_tasks/:id/submit/',
    operationId: 'inspect.submitEvidence',
    summary: '提交整改材料',
    description: 'The responsible person submits evidence with photos: open -> submitted; the inspector is pushed.',
    params: idParamsSchema,
    body: evidenceSchema,
    response: { 200: reformInfoSchema },
  }),
  acceptTask: ep({
    method: 'POST',
    path: '/inspect/reform_tasks/:id/accept/',
    operationId: 'inspect.acceptTask',
    summary: '验收整改任务',
    description: 'The inspector (or an admin) accepts: submitted -> accepted.',
    params: idParamsSchema,
    body: inspectRemarkSchema,
    response: { 200: reformInfoSchema },
  }),
  reopenTask: ep({
    method: 'POST',
    path: '/inspect/reform_tasks/:id/reopen/',
    operationId: 'inspect.reopenTask',
    summary: '退回整改任务',
    description: 'The inspector (or an admin) reopens with a reason: submitted -> open; the responsible person is pushed.',
    params: idParamsSchema,
    body: reopenSchema,
    response: { 200: reformInfoSchema },
  }),
} as const;
