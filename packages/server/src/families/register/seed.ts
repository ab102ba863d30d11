import { REGISTER_ORDER_TYPES } from '@campus/contracts';
import type { SeedStep } from '../../platform/seed/seed.ts';
import { approvalChains } from '../../platform/orders/schema.ts';
import { seedId, seedStaffId } from '../../platform/seed/ids.ts';
import { registerInvitations, registerSettings } from './schema.ts';

/** The demo invitation code of quick registration in every company (信息中心, a year). */
export const DEMO_INVITE_CODE = 'JOIN2026';

/**
 * Registrations wait for 审批人 (staff and students alike); ln (a campus) has its students approved,
 * sa (an industrial park) lets staff register with an invitation code (JOIN2026 in every company).
 */
export const seedRegisterRows: SeedStep = async (db, { id: c, tenant }) => {
  const approver = [{ kind: 'staff' as const, staff_id: seedStaffId(c, 'approver') }];
  await db
    .insert(approvalChains)
    .values([
      { companyId: c, orderType: REGISTER_ORDER_TYPES.staff, steps: approver },
      { companyId: c, orderType: REGISTER_ORDER_TYPES.student, steps: approver },
    ])
    .onConflictDoNothing();
  await db
    .insert(registerSettings)
    .values({ companyId: c, studentNeedsApproval: tenant.type === 'ln', quickRegister: tenant.type === 'sa' })
    .onConflictDoNothing();
  const now = new Date();
  await db
    .insert(registerInvitations)
    .values({
      companyId: c,
      id: seedId(c, 'register_invitation:demo'),
      code: DEMO_INVITE_CODE,
      departmentId: seedId(c, 'department:it'),
      job: '职员',
      createdBy: seedStaffId(c, 'demo'),
      createdAt: now,
      expiresAt: new Date(now.getTime() + 365 * 86_400_000),
    })
    .onConflictDoNothing();
};
