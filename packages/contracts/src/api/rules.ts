import { z } from 'zod';
import { permissionRulesSchema } from '../permissions.ts';

/** GET /9077/api/app_models/rules/: the caller's company and role decide the list. */
export const rulesQuerySchema = z.object({
  /** Optional; when given it must be the caller's own company (another company answers 404). */
  company_id: z.string().optional(),
});
export const rulesResponseSchema = permissionRulesSchema;
