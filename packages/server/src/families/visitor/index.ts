/**
 * The visitor family (issue 37): reception and visitors — receptions with their agenda, tasks and
 * fees (order type reception), visits and their passes at the gate (visit), let-off passes
 * (letOff), going out (outApply) and its subsidy (outSubsidy), and the no-login pages of guests and
 * visitors (spec 2.2), whose links' tokens are their only key.
 */
import { letOffEndpoints as L, outEndpoints as O, receptionEndpoints as R, visitEndpoints as V } from '@campus/contracts';
import { defineFamily } from '../../platform/family.ts';
import * as schema from './schema.ts';
import { visitorOrderTypes } from './order-types.ts';
import { visitorRoutes } from './routes.ts';
import {
  seedLetOffId,
  seedOutApplyId,
  seedReceptionFeeId,
  seedReceptionId,
  seedReceptionTaskId,
  seedSubsidyId,
  seedVisitId,
  seedVisitorOut,
  seedVisitorReceptions,
  seedVisitorSettings,
  seedVisitorVisits,
} from './seed.ts';

const reception = (c: string) => ({ id: seedReceptionId(c) });
const task = (c: string) => ({ id: seedReceptionTaskId(c) });
const taskBody = () => ({ title: '越权任务', assignee_ids: ['00000000-0000-4000-8000-000000000000'], due_time: '2030-01-01 09:00' });

export const visitor = defineFamily({
  name: 'visitor',
  schema,
  orderTypes: visitorOrderTypes,
  routes: async (app, { ctx }) => {
    visitorRoutes(app, ctx);
  },
  seed: [seedVisitorSettings, seedVisitorReceptions, seedVisitorVisits, seedVisitorOut],
  isolationProbes: [
    { endpoint: R.get, params: reception },
    { endpoint: R.updatePlans, params: reception, body: () => ({ items: [] }) },
    { endpoint: R.createTask, params: reception, body: () => ({ ...taskBody(), kind: 'child' }) },
    { endpoint: R.putMainTask, params: reception, body: taskBody },
    { endpoint: R.updateAuth, params: reception, body: () => ({ viewer_ids: [], arranger_ids: [] }) },
    { endpoint: R.share, params: reception },
    { endpoint: R.fees, params: reception },
    {
      endpoint: R.addFee,
      params: reception,
      body: (c) => ({
        task_id: seedReceptionTaskId(c),
        name: '越权费用',
        amount_fen: 100,
        photo_id: '00000000-0000-4000-8000-000000000000',
        client_key: 'isolation-probe',
      }),
    },
    { endpoint: R.removeFee, params: (c) => ({ id: seedReceptionFeeId(c) }) },
    { endpoint: R.task, params: task },
    { endpoint: R.updateTask, params: task, body: () => ({ title: '越权修改' }) },
    { endpoint: R.setTaskState, params: task, body: () => ({ state: 'done' }) },
    { endpoint: R.removeTask, params: task },
    { endpoint: V.get, params: (c) => ({ id: seedVisitId(c) }) },
    {
      endpoint: V.change,
      params: (c) => ({ id: seedVisitId(c) }),
      body: () => ({ start_time: '2030-01-01 09:00', end_time: '2030-01-01 17:00' }),
    },
    { endpoint: V.cancel, params: (c) => ({ id: seedVisitId(c) }) },
    { endpoint: L.get, params: (c) => ({ id: seedLetOffId(c) }) },
    { endpoint: O.get, params: (c) => ({ id: seedOutApplyId(c) }) },
    { endpoint: O.cancel, params: (c) => ({ id: seedOutApplyId(c) }) },
    { endpoint: O.subsidy, params: (c) => ({ id: seedSubsidyId(c) }) },
    { endpoint: O.paySubsidy, params: (c) => ({ id: seedSubsidyId(c) }) },
  ],
  isolationExempt: [],
});
