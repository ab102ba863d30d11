import { z } from 'zod';
import { pageQuerySchema } from './messages.ts';
import { pageOf, personRefSchema } from './page.ts';

/** GET /9077/api/staffs/?search=&department_id= (paged): the staff picker (name or phone contains `search`). */
export const staffsQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(50).optional(),
  department_id: z.string().optional(),
});
export const directoryStaffSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  department: z.string().nullable(),
  department_id: z.string().nullable(),
});
export type DirectoryStaff = z.infer<typeof directoryStaffSchema>;
export const staffPageSchema = pageOf(directoryStaffSchema);
export type StaffPage = z.infer<typeof staffPageSchema>;

/** GET /9077/api/departments/ (a plain list, by sort order): the department picker. */
export const directoryDepartmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  head: personRefSchema.nullable(),
  staff_count: z.number().int(),
});
export type DirectoryDepartment = z.infer<typeof directoryDepartmentSchema>;
export const departmentsResponseSchema = z.array(directoryDepartmentSchema);
