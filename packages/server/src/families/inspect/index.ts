/**
 * The inspect family (issue 39): patrol routes with tagged checkpoints and check items, the
 * patrolman's daily rounds (scans at the server's time, one record per checkpoint per round, missed
 * and out-of-order points, rounds closed on their last point or marked incomplete when the shift
 * ends), rectifications opened by abnormal items, violations and their reform tasks, and alarms
 * (manual reports, device events on a company-keyed endpoint, handling, escalation one level up).
 */
import { alarmEndpoints, inspectEndpoints } from '@campus/contracts';
import { defineFamily } from '../../platform/family.ts';
import * as schema from './schema.ts';
import { inspectRoundRoutes } from './rounds.ts';
import { inspectRectifyRoutes } from './rectify.ts';
import { inspectViolationRoutes } from './violations.ts';
import { inspectSetupRoutes } from './setup.ts';
import { inspectAlarmRoutes } from './alarms.ts';
import { startInspectTimer } from './jobs.ts';
import { inspectKey, seedAlarms, seedInspectHistory, seedInspectMenu, seedInspectRoutes } from './seed.ts';

const remark = () => ({ remark: '越权' });

export const inspect = defineFamily({
  name: 'inspect',
  schema,
  orderTypes: [],
  routes: async (app, { ctx }) => {
    inspectRoundRoutes(app, ctx);
    inspectRectifyRoutes(app, ctx);
    inspectViolationRoutes(app, ctx);
    inspectSetupRoutes(app, ctx);
    inspectAlarmRoutes(app, ctx);
    startInspectTimer(app, ctx);
  },
  seed: [seedInspectRoutes, seedInspectHistory, seedAlarms, seedInspectMenu],
  isolationProbes: [
    {
      endpoint: inspectEndpoints.updateCheckpoint,
      params: (c) => ({ id: inspectKey.point(c, 'a1') }),
      body: (c) => ({ route_id: inspectKey.route(c, 'a'), name: '越权', place: '越权', tag_code: 'CP-X99' }),
      adminOnly: true,
    },
    { endpoint: inspectEndpoints.round, params: (c) => ({ id: inspectKey.round(c, 'a', 1) }) },
    {
      endpoint: inspectEndpoints.results,
      params: (c) => ({ id: inspectKey.record(c, 'a', 1, 'a1') }),
      body: (c) => ({ results: [{ item_id: inspectKey.item(c, 'a1', 0), result: 'normal' }] }),
    },
    { endpoint: inspectEndpoints.rectification, params: (c) => ({ id: inspectKey.rectification(c, 'open') }) },
    {
      endpoint: inspectEndpoints.assign,
      params: (c) => ({ id: inspectKey.rectification(c, 'open') }),
      body: (c) => ({ assignee_id: inspectKey.route(c, 'x'), deadline: '2030-01-01' }),
    },
    {
      endpoint: inspectEndpoints.fix,
      params: (c) => ({ id: inspectKey.rectification(c, 'open') }),
      body: (c) => ({ remark: '越权', photos: [inspectKey.route(c, 'x')] }),
    },
    { endpoint: inspectEndpoints.verify, params: (c) => ({ id: inspectKey.rectification(c, 'open') }) },
    { endpoint: inspectEndpoints.reopen, params: (c) => ({ id: inspectKey.rectification(c, 'open') }), body: () => ({ reason: '越权' }) },
    { endpoint: inspectEndpoints.violation, params: (c) => ({ id: inspectKey.violation(c, 'dorm') }) },
    {
      endpoint: inspectEndpoints.raiseTask,
      params: (c) => ({ id: inspectKey.violation(c, 'smoke') }),
      body: (c) => ({ responsible_id: inspectKey.route(c, 'x'), deadline: '2030-01-01', requirement: '越权' }),
    },
    { endpoint: inspectEndpoints.reformTask, params: (c) => ({ id: inspectKey.task(c, 'dorm') }) },
    {
      endpoint: inspectEndpoints.submitEvidence,
      params: (c) => ({ id: inspectKey.task(c, 'dorm') }),
      body: (c) => ({ remark: '越权', photos: [inspectKey.route(c, 'x')] }),
    },
    { endpoint: inspectEndpoints.acceptTask, params: (c) => ({ id: inspectKey.task(c, 'dorm') }) },
    { endpoint: inspectEndpoints.reopenTask, params: (c) => ({ id: inspectKey.task(c, 'dorm') }), body: () => ({ reason: '越权' }) },
    { endpoint: alarmEndpoints.get, params: (c) => ({ id: inspectKey.alarm(c, 'open') }) },
    { endpoint: alarmEndpoints.acknowledge, params: (c) => ({ id: inspectKey.alarm(c, 'open') }) },
    {
      endpoint: alarmEndpoints.retype,
      params: (c) => ({ id: inspectKey.alarm(c, 'open') }),
      body: (c) => ({ type_id: inspectKey.alarmType(c, 'fire') }),
    },
    { endpoint: alarmEndpoints.urgency, params: (c) => ({ id: inspectKey.alarm(c, 'open') }), body: () => ({ urgency: 'urgent' }) },
    {
      endpoint: alarmEndpoints.transfer,
      params: (c) => ({ id: inspectKey.alarm(c, 'open') }),
      body: (c) => ({ staff_id: inspectKey.route(c, 'x') }),
    },
    { endpoint: alarmEndpoints.resolve, params: (c) => ({ id: inspectKey.alarm(c, 'open') }), body: remark },
    { endpoint: alarmEndpoints.falseAlarm, params: (c) => ({ id: inspectKey.alarm(c, 'open') }), body: remark },
  ],
  isolationExempt: [
    {
      endpoint: alarmEndpoints.deviceEvent,
      reason:
        "devices have no login: the path names the company and the x-device-key header must be that company's device key (401 otherwise)",
    },
  ],
});
