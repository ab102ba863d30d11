/** The approval list; every family's approval detail hangs under it (spec 2.3). */
export const APPROVAL_PATH = '/approvalProcess';
