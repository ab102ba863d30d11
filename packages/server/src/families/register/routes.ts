/** The register family's endpoints (contracts: register.ts), its public rate limits and the decision SMS sweep. */
import { randomUUID } from 'node:crypto';
import { eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { registerEndpoints, registerMessages as M } from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { badRequest, forbidden, fieldError } from '../../platform/errors.ts';
import { staff } from '../../platform/db/schema.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { hashPassword } from '../../platform/identity/passwords.ts';
import { requiresBoundDevice } from '../../platform/identity/login-devices.ts';
import { publicCompanyOf } from '../../platform/identity/public-company.ts';
import type { AuthContext } from '../../platform/http/auth.ts';
import { publicLimits } from './limits.ts';
import { applyForApproval, departmentOf, registerAtOnce, statusOf, type Proof } from './registration.ts';
import { departmentPage, saveSettings, settingsOf } from './settings.ts';
import { createInvitation, listInvitations, previewInvitation, revokeInvitation, useInvitation } from './invitations.ts';
import { tellDecisions } from './notify.ts';
import type { ApplicationData } from './application-data.ts';

const SWEEP_MS = 5_000;

const requireAdmin = (auth: AuthContext): void => {
  if (auth.staff.role !== 'admin') throw forbidden();
};

/** The phone's proof of a no-login request, with the app's device where it sent one. */
const proofOf = (
  companyId: string,
  body: { phone: string; code: string; device_id?: string | undefined; device_name?: string | undefined },
): Proof => ({ companyId, phone: body.phone, code: body.code, device: { id: body.device_id, name: body.device_name } });

const blank = (kind: ApplicationData['kind'], phone: string, name: string): ApplicationData => ({
  application_id: randomUUID(),
  kind,
  phone,
  name,
  department_id: null,
  department: null,
  job: null,
  student_no: null,
  class_name: null,
  invitation_id: null,
});

export function registerRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = () => ctx.handle.db;
  const limits = publicLimits(() => ctx.now().getTime());
  const reads = { preValidation: limits.reads };
  const writes = { preValidation: limits.writes };
  if (!process.env.VITEST) {
    const timer = setInterval(() => {
      tellDecisions(ctx).catch((err: unknown) => ctx.log.error({ err }, 'registration decision sweep failed'));
    }, SWEEP_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }

  // --- no login: the company's rules, its departments, an invitation
  defineRoute(app, ctx, {
    endpoint: registerEndpoints.company,
    options: reads,
    async handler({ query }) {
      const company = await publicCompanyOf(ctx, query.company_id);
      const [settings, requireBoundDevice] = await Promise.all([settingsOf(db(), company.id), requiresBoundDevice(db(), company.id)]);
      return { ...company, ...settings, require_bound_device: requireBoundDevice };
    },
  });
  defineRoute(app, ctx, {
    endpoint: registerEndpoints.departments,
    options: reads,
    async handler({ query }) {
      const company = await publicCompanyOf(ctx, query.company_id);
      return departmentPage(db(), company.id, query);
    },
  });
  defineRoute(app, ctx, {
    endpoint: registerEndpoints.invitation,
    options: reads,
    async handler({ query }) {
      const company = await publicCompanyOf(ctx, query.company_id);
      const { valid, department, job } = await previewInvitation(db(), company.id, query.code, ctx.now());
      return { valid, department, job };
    },
  });

  // --- no login: registrations and the status check
  defineRoute(app, ctx, {
    endpoint: registerEndpoints.registerStudent,
    options: writes,
    async handler({ body, reply }) {
      const company = await publicCompanyOf(ctx, body.company_id);
      const proof = proofOf(company.id, body);
      const data = { ...blank('student', body.phone, body.name), student_no: body.student_no.toUpperCase(), class_name: body.class_name };
      const { student_needs_approval } = await settingsOf(db(), company.id);
      reply.code(201);
      return student_needs_approval ? applyForApproval(ctx, proof, data) : registerAtOnce(ctx, proof, 'register', data);
    },
  });
  defineRoute(app, ctx, {
    endpoint: registerEndpoints.registerStaff,
    options: writes,
    async handler({ body, reply }) {
      const company = await publicCompanyOf(ctx, body.company_id);
      const department = await departmentOf(db(), company.id, body.department_id);
      const data = { ...blank('staff', body.phone, body.name), department_id: department.id, department: department.name, job: body.job };
      reply.code(201);
      return applyForApproval(ctx, proofOf(company.id, body), data);
    },
  });
  defineRoute(app, ctx, {
    endpoint: registerEndpoints.registerQuick,
    options: writes,
    async handler({ body, reply }) {
      const company = await publicCompanyOf(ctx, body.company_id);
      if (!(await settingsOf(db(), company.id)).quick_register) throw badRequest(M.quickClosed);
      const now = ctx.now();
      const invitation = await previewInvitation(db(), company.id, body.invite_code, now);
      if (!invitation.id || !invitation.departmentId) throw fieldError('invite_code', M.inviteInvalid);
      const invitationId = invitation.id;
      const data = {
        ...blank('quick', body.phone, body.name),
        department_id: invitation.departmentId,
        department: invitation.department,
        job: invitation.job,
        invitation_id: invitationId,
      };
      reply.code(201);
      return registerAtOnce(ctx, proofOf(company.id, body), 'quick_register', data, (tx) =>
        useInvitation(tx, company.id, invitationId, now),
      );
    },
  });
  defineRoute(app, ctx, {
    endpoint: registerEndpoints.status,
    options: writes,
    async handler({ body }) {
      const company = await publicCompanyOf(ctx, body.company_id);
      return statusOf(ctx, proofOf(company.id, body));
    },
  });

  // --- the first password of a registered account
  defineRoute(app, ctx, {
    endpoint: registerEndpoints.setPassword,
    async handler({ auth, body }) {
      const passwordHash = await hashPassword(body.new_password);
      const set = await db()
        .update(staff)
        .set({ passwordHash, passwordChangedAt: ctx.now() })
        .where(inCompany(staff, auth.companyId, eq(staff.id, auth.staffId), isNullPassword()))
        .returning({ id: staff.id });
      if (set.length === 0) throw fieldError('new_password', M.passwordAlreadySet);
      ctx.caches.invalidator.invalidate({ kind: 'staff', companyId: auth.companyId, staffId: auth.staffId });
      return { detail: '登录密码已设置' };
    },
  });

  // --- admins: rules and invitation codes
  defineRoute(app, ctx, {
    endpoint: registerEndpoints.settings,
    async handler({ auth }) {
      requireAdmin(auth);
      return settingsOf(db(), auth.companyId);
    },
  });
  defineRoute(app, ctx, {
    endpoint: registerEndpoints.updateSettings,
    async handler({ auth, body }) {
      requireAdmin(auth);
      return saveSettings(db(), auth.companyId, body, ctx.now());
    },
  });
  defineRoute(app, ctx, {
    endpoint: registerEndpoints.invitations,
    async handler({ auth, query }) {
      requireAdmin(auth);
      return listInvitations(db(), auth.companyId, query.page, query.page_size, ctx.now());
    },
  });
  defineRoute(app, ctx, {
    endpoint: registerEndpoints.createInvitation,
    async handler({ auth, body, reply }) {
      requireAdmin(auth);
      const created = await createInvitation(db(), auth, body, ctx.now());
      reply.code(201);
      return created;
    },
  });
  defineRoute(app, ctx, {
    endpoint: registerEndpoints.revokeInvitation,
    async handler({ auth, params }) {
      requireAdmin(auth);
      return revokeInvitation(db(), auth.companyId, params.id, ctx.now());
    },
  });
}

const isNullPassword = () => isNull(staff.passwordHash);
