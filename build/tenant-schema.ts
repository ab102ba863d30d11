import { z } from 'zod';

const companyTypes = ['ln', 'sa', 'zjgy', 'xy', 'njft', 'qsh', 'lnjy'] as const;

/** tenants/<type>/tenant.json (spec section 3, "Company skin record"). */
export const tenantSchema = z
  .object({
    type: z.enum(companyTypes),
    displayName: z.string().min(1),
    title: z.string().min(1),
    companyIds: z.array(z.uuid()).min(1),
    defaultCompanyId: z.uuid(),
    mainColor: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #12ab3f')
      .optional(),
    assetDir: z
      .string()
      .regex(/^[\w-]+$/, 'must be a folder name')
      .optional(),
    privateMode: z.boolean(),
  })
  .strict()
  .refine((t) => t.companyIds.includes(t.defaultCompanyId), {
    path: ['defaultCompanyId'],
    message: 'must be one of companyIds',
  });

export type TenantDescriptor = z.infer<typeof tenantSchema>;
export type CompanyTypeName = (typeof companyTypes)[number];
