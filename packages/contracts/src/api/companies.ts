import { z } from 'zod';
import { companyTypeSchema } from '../company.ts';

/** GET /9077/api/companies/?type=: the login screen's company picker (public: names and ids only). */
export const companiesQuerySchema = z.object({ type: companyTypeSchema.optional() });
export const companyOptionSchema = z.object({ id: z.string(), name: z.string(), type: companyTypeSchema });
export type CompanyOption = z.infer<typeof companyOptionSchema>;
export const companiesResponseSchema = z.array(companyOptionSchema);
