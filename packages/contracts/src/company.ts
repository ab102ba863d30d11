import { z } from 'zod';

/** The seven company (tenant) types of spec section 3. */
export const companyTypes = ['ln', 'sa', 'zjgy', 'xy', 'njft', 'qsh', 'lnjy'] as const;
export const companyTypeSchema = z.enum(companyTypes);
export type CompanyType = z.infer<typeof companyTypeSchema>;

/** Company skin record (spec section 3): only ln and sa carry a colour and an asset directory. */
export const companySkinSchema = z.object({
  id: z.string().uuid(),
  type: companyTypeSchema,
  mainColor: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .nullable(),
  assetDir: z.string().nullable(),
});
export type CompanySkin = z.infer<typeof companySkinSchema>;
