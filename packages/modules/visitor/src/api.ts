import {
  gateEndpoints as G,
  letOffEndpoints as L,
  outEndpoints as O,
  receptionEndpoints as R,
  visitEndpoints as V,
  visitorPublicEndpoints as P,
  directoryEndpoints as D,
  orderEndpoints as OE,
  type GateScan,
  type LetOffCreate,
  type OutApplyCreate,
  type PhoneCodeRequest,
  type PublicVisitCreate,
  type ReceptionAuthUpdate,
  type ReceptionCreate,
  type ReceptionFeeCreate,
  type ReceptionPlansUpdate,
  type ReceptionShareCommentInput,
  type ReceptionTaskCreate,
  type ReceptionTaskInput,
  type ReceptionTaskUpdate,
  type VisitInvite,
} from '@campus/contracts';
import { apiCall } from '@campus/core';

/**
 * Every call of the visitor family, typed by its endpoint. Submissions pass `silent`: the screens put
 * a 400 next to its field (submitFailureMessage) instead of a bare toast.
 */

// --- receptions
export type ReceptionScope = 'mine' | 'assigned' | 'viewable';
export const fetchReceptions = (scope: ReceptionScope, page: number, pageSize: number) =>
  apiCall(R.list, { query: { scope, page, page_size: pageSize } });
export const createReception = (body: ReceptionCreate) => apiCall(R.create, { body, silent: true });
export const fetchReception = (id: string) => apiCall(R.get, { params: { id } });
export const savePlans = (id: string, body: ReceptionPlansUpdate) => apiCall(R.updatePlans, { params: { id }, body, silent: true });
export const createTask = (id: string, body: ReceptionTaskCreate) => apiCall(R.createTask, { params: { id }, body, silent: true });
export const saveMainTask = (id: string, body: ReceptionTaskInput) => apiCall(R.putMainTask, { params: { id }, body, silent: true });
export const saveAuth = (id: string, body: ReceptionAuthUpdate) => apiCall(R.updateAuth, { params: { id }, body, silent: true });
export const shareReception = (id: string) => apiCall(R.share, { params: { id } });
export const fetchFees = (id: string) => apiCall(R.fees, { params: { id } });
export const addFee = (id: string, body: ReceptionFeeCreate) => apiCall(R.addFee, { params: { id }, body, silent: true });
export const removeFee = (id: string) => apiCall(R.removeFee, { params: { id } });
export const fetchTask = (id: string) => apiCall(R.task, { params: { id } });
export const updateTask = (id: string, body: ReceptionTaskUpdate) => apiCall(R.updateTask, { params: { id }, body, silent: true });
export const setTaskState = (id: string, state: 'todo' | 'doing' | 'done') => apiCall(R.setTaskState, { params: { id }, body: { state } });
export const removeTask = (id: string) => apiCall(R.removeTask, { params: { id } });
export const searchStaffs = (search: string) =>
  apiCall(D.listStaffs, { query: { page: 1, page_size: 50, ...(search === '' ? {} : { search }) } });

// --- the public pages' company and phone codes
export const fetchPublicCompany = (companyId: string) => apiCall(P.company, { query: { company_id: companyId }, silent: true });
export const sendPhoneCode = (body: PhoneCodeRequest) => apiCall(P.sendPhoneCode, { body, silent: true });
export const createOutSession = (companyId: string, phone: string, code: string) =>
  apiCall(P.outSession, { body: { company_id: companyId, phone, code }, silent: true });

// --- visits
export const bookVisit = (body: PublicVisitCreate) => apiCall(V.book, { body, silent: true });
export const fetchPublicVisit = (token: string) => apiCall(V.publicVisit, { params: { token }, silent: true });
export const cancelPublicVisit = (token: string) => apiCall(V.cancelPublicVisit, { params: { token } });
export const inviteVisit = (body: VisitInvite) => apiCall(V.invite, { body, silent: true });
export const fetchVisits = (page: number, pageSize: number) => apiCall(V.list, { query: { page, page_size: pageSize } });
export const fetchVisit = (id: string) => apiCall(V.get, { params: { id } });
export const cancelVisit = (id: string) => apiCall(V.cancel, { params: { id }, body: {} });

// --- the gate
export const previewPass = (qr: string) => apiCall(G.preview, { query: { qr }, silent: true });
export const scanPass = (body: GateScan) => apiCall(G.scan, { body, silent: true });

// --- let-off passes
export const createLetOff = (body: LetOffCreate) => apiCall(L.create, { body, silent: true });
export const fetchPublicLetOff = (token: string) => apiCall(L.publicGet, { params: { token }, silent: true });
export const fetchLetOffs = (page: number, pageSize: number) => apiCall(L.mine, { query: { page, page_size: pageSize } });
export const fetchLetOff = (id: string) => apiCall(L.get, { params: { id } });

// --- going out (a login, else the phone session) and its subsidy
const sessionQuery = (session: string | null) => (session === null ? {} : { session });
export const fetchOutApplies = (session: string | null, page: number, pageSize: number) =>
  apiCall(O.list, { query: { page, page_size: pageSize, ...sessionQuery(session) } });
export const createOutApply = (session: string | null, body: OutApplyCreate) =>
  apiCall(O.create, { query: sessionQuery(session), body, silent: true });
export const fetchOutApply = (session: string | null, id: string) => apiCall(O.get, { params: { id }, query: sessionQuery(session) });
export const cancelOutApply = (session: string | null, id: string) => apiCall(O.cancel, { params: { id }, query: sessionQuery(session) });
export const fetchClaimable = () => apiCall(O.claimable);
export const fetchSubsidies = (page: number, pageSize: number) => apiCall(O.subsidies, { query: { page, page_size: pageSize } });
export const claimSubsidy = (outApplyId: string) => apiCall(O.claim, { body: { out_apply_id: outApplyId }, silent: true });
export const fetchSubsidy = (id: string) => apiCall(O.subsidy, { params: { id } });
export const paySubsidy = (id: string) => apiCall(O.paySubsidy, { params: { id } });

// --- the guests' pages (no login: the share token is the key)
export const fetchShared = (token: string) => apiCall(R.shared, { params: { token }, silent: true });
export const fetchSharedPlan = (token: string, plan: string) => apiCall(R.sharedPlan, { params: { token, plan }, silent: true });
export const commentShared = (token: string, body: ReceptionShareCommentInput) =>
  apiCall(R.sharedComment, { params: { token }, body, silent: true });

// --- reception approvals (/RApprove): the workflow's own approve, reject and hand-on
export const fetchReceptionApprovals = (state: 'todo' | 'done', page: number, pageSize: number, after?: string) =>
  apiCall(R.approvals, { query: { state, page, page_size: pageSize, ...(after === undefined ? {} : { after }) } });
export const approveOrder = (id: string, comment: string) =>
  apiCall(OE.approve, { params: { id }, body: comment === '' ? {} : { comment }, silent: true });
export const rejectOrder = (id: string, reason: string) => apiCall(OE.reject, { params: { id }, body: { reason }, silent: true });
export const transferOrder = (id: string, staffId: string) =>
  apiCall(OE.transfer, { params: { id }, body: { staff_id: staffId }, silent: true });
/** 开始接待 / 完成接待: the reception order's registry transitions (the applicant's), through the shared workflow endpoint. */
export const transitionReception = (id: string, action: 'start' | 'finish') => apiCall(OE.transition, { params: { id }, body: { action } });
