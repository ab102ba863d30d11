/** The caller of a car endpoint, from the token; and the workflow's actor of him. */
import type { AuthContext } from '../../platform/http/auth.ts';
import type { Actor } from '../../platform/orders/workflow.ts';
import { forbiddenWith } from '../../platform/orders/policy.ts';
import type { Caller } from './views.ts';

export const callerOf = (auth: AuthContext): Caller => ({
  companyId: auth.companyId,
  staffId: auth.staffId,
  isAdmin: auth.staff.role === 'admin',
  departmentId: auth.staff.departmentId,
  role: auth.staff.role,
});

export const actorOf = (caller: Caller): Actor => ({ companyId: caller.companyId, staffId: caller.staffId, role: caller.role });

/** Car administration (dispatch, rules, repairs finished) is the company admins' job. */
export function requireAdmin(caller: Caller): void {
  if (!caller.isAdmin) throw forbiddenWith('只有车辆管理员可以执行该操作');
}
