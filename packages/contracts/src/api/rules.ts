import { z } from 'zod';
import { permissionRulesSchema } from '../permissions.ts';
import { defineEndpoint } from './endpoint.ts';

/** GET /9077/api/app_models/rules/: the caller's company and role decide the list. */
export const rulesQuerySchema = z.object({
  /** Optional; when given it must be the caller's own company (another company answers 404). */
  company_id: z.string().optional(),
});
export const rulesResponseSchema = permissionRulesSchema;

/** The permissions operations (OpenAPI tag `permissions`): the server routes, the client calls and the document read these. */
export const permissionEndpoints = {
  rules: defineEndpoint({
    method: 'GET',
    path: '/app_models/rules/',
    operationId: 'permissions.rules',
    tags: ['permissions'],
    summary: '权限规则：[{name, keyword, is_active, child: [{name, keyword, ico, isShow}]}]',
    description: "The permission rules of the caller's role: menus with their child entries and whether each is shown.",
    auth: 'required',
    query: rulesQuerySchema,
    response: { 200: rulesResponseSchema },
  }),
} as const;
