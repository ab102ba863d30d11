import type { NavigateFunction } from 'react-router-dom';

/**
 * Back to the screen the user came from; when the screen was opened directly (a push, a link, a
 * reload: no history inside the app), replace it with `fallback`.
 */
export function goBack(navigate: NavigateFunction, fallback: string): void {
  const state: unknown = typeof window === 'undefined' ? null : window.history.state;
  const index = typeof state === 'object' && state !== null && 'idx' in state ? Number((state as { idx: unknown }).idx) : 0;
  if (Number.isFinite(index) && index > 0) void navigate(-1);
  else void navigate(fallback, { replace: true });
}

/** A path with its query (values left out when null). */
export function withQuery(path: string, query: Record<string, string | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== null && value !== undefined && value !== '') search.set(key, value);
  const text = search.toString();
  return text === '' ? path : `${path}?${text}`;
}

/**
 * The links of the public pages carry their secret as ?visit=, ?pass= or ?share=, never ?token=:
 * spec 4 stores a `token` query parameter as the login token, which would sign a signed-in staff
 * out (and send the secret as an Authorization header). The server's `link.path` uses the same names; the
 * screens still read ?token= for links written before.
 */
export const LINK_PARAMS = { visit: 'visit', letOff: 'pass', share: 'share' } as const;
export const visitLinkPath = (token: string) => withQuery('/makingAppointment', { [LINK_PARAMS.visit]: token });
export const letOffLinkPath = (token: string) => withQuery('/companyLetOff', { [LINK_PARAMS.letOff]: token });
export const shareLinkPath = (token: string) => withQuery('/RSP', { [LINK_PARAMS.share]: token });
/** The whole address of an in-app path, to copy and send. */
export const appUrl = (path: string) => `${window.location.origin}${window.location.pathname}#${path}`;

const R = '/reception';
const D = `${R}/receptionDetail`;

/** The reception screens' paths. */
export const PATHS = {
  reception: R,
  create: `${R}?view=create`,
  hostPicker: `${R}/receptionSelStaff`,
  hostsSelected: `${R}/receptionSelStaff/receptionSelectedStaffs`,
  fees: `${R}/receptionOrderFee`,
  addFee: `${R}/receptionOrderFee/receptionAddFee`,
  feeTask: `${R}/receptionOrderFee/receptionFeeSelTask`,
  detail: D,
  plans: `${D}/receptionPlans`,
  prepares: `${D}/receptionPrepares`,
  editPrepare: `${D}/receptionEditPrepare`,
  preparePicker: `${D}/receptionEditPrepareSelStaff`,
  prepareSelected: `${D}/receptionPrepareSelectedStaffs`,
  editMainTask: `${D}/receptionEditMainTask`,
  task: `${D}/receptionChild`,
  editChild: `${D}/receptionEditChild`,
  childPicker: `${D}/receptionECSelStaffs`,
  childSelected: `${D}/receptionECSelectedStaffs`,
  viewers: `${D}/receptionAuth`,
  arrangers: `${D}/receptionArrangeAuth`,
  authPicker: `${D}/receptionAuthSelStaff`,
  authSelected: `${D}/receptionAuthSelectedStaffs`,
  visits: '/makingAppointment',
  letOff: '/companyLetOff',
  outList: '/outApplyList',
  outApply: '/outApplyList/outApply',
  subsidies: '/outSubsidy',
  subsidy: '/outSubsidy/outSubsidyDetail',
} as const;
