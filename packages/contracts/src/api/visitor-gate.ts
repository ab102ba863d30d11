import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { pageQuerySchema } from './messages.ts';
import { pageOf } from './page.ts';
import { gateRecordSchema } from './visitor-visits.ts';
import { visitorMessages as M, visitorStatusSchema, visitorWindowSchema } from './visitor-common.ts';

/**
 * The gate (门岗): a guard (a patrolman or an admin of the company) scans a pass: a visit's (in, then
 * out), a let-off's (out, once) or a going-out application's (out when leaving, in on return). One
 * check for every path: the same secret, the pass alive, the window; a direction is recorded once
 * (of 50 concurrent scans exactly one gate record).
 */
export const PASS_KINDS = ['visit', 'letOff', 'outApply'] as const;
export const GATE_DIRECTION_LABELS = { in: '入场', out: '出场' } as const;

export const gateScanSchema = z.object({
  qr: z.string({ error: M.passUnknown }).trim().min(1, M.passUnknown).max(200, M.passUnknown),
  direction: z.enum(['in', 'out'], { error: '请选择进出方向' }),
});
export type GateScan = z.input<typeof gateScanSchema>;
export const gatePreviewQuerySchema = z.object({ qr: z.string().trim().min(1, M.passUnknown).max(200, M.passUnknown) });

/** What the guard sees of a pass: whose, what for, the window, and which directions are still open. */
export const gateSubjectSchema = z.object({
  kind: z.enum(PASS_KINDS),
  kind_label: z.string(),
  order_id: z.string(),
  name: z.string(),
  phone_masked: z.string(),
  title: z.string(),
  plate: z.string().nullable(),
  window: visitorWindowSchema,
  status: visitorStatusSchema,
  /** The directions a scan may still record now. */
  open_directions: z.array(z.enum(['in', 'out'])),
});
export type GateSubject = z.infer<typeof gateSubjectSchema>;

export const gateScanResultSchema = z.object({ subject: gateSubjectSchema, record: gateRecordSchema });
export type GateScanResult = z.infer<typeof gateScanResultSchema>;

export const gateRecordItemSchema = gateRecordSchema.extend({ kind: z.enum(PASS_KINDS), order_id: z.string(), name: z.string() });
export const gateRecordPageSchema = pageOf(gateRecordItemSchema);
export type GateRecordPage = z.infer<typeof gateRecordPageSchema>;

const detail = z.object({ detail: z.string() });
const guard = { tags: ['visitor'], auth: 'required' } as const;

export const gateEndpoints = {
  preview: defineEndpoint({
    ...guard,
    method: 'GET',
    path: '/visitor/gate/pass/',
    operationId: 'visitor.gatePass',
    summary: '查验通行码',
    description: `What a scanned QR code is for, before recording: 400 ${M.passUnknown} / ${M.passOtherCompany} / ${M.passNotLive} / ${M.passTooEarly} / ${M.passTooLate}. Guards only (403).`,
    query: gatePreviewQuerySchema,
    response: { 200: gateSubjectSchema, 403: detail },
  }),
  scan: defineEndpoint({
    ...guard,
    method: 'POST',
    path: '/visitor/gate/scan/',
    operationId: 'visitor.gateScan',
    summary: '扫码通行',
    description: `Records one direction of a pass (201): a visit's arrival pushes its host; a let-off's release and a going-out return (a late one is flagged to the approvers) move their orders. A direction already recorded: 400 ${M.passUsed}. Guards only (403).`,
    body: gateScanSchema,
    response: { 201: gateScanResultSchema, 403: detail },
  }),
  records: defineEndpoint({
    ...guard,
    method: 'GET',
    path: '/visitor/gate/records/',
    operationId: 'visitor.gateRecords',
    summary: '通行记录',
    description: "The company's gate records, newest first. Guards only (403).",
    query: pageQuerySchema,
    response: { 200: gateRecordPageSchema, 403: detail },
  }),
} as const;
