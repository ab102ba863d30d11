import { z } from 'zod';
import { keysetPageQuerySchema } from './messages.ts';
import { keysetPageOf, personRefSchema } from './page.ts';
import { defineEndpoint } from './endpoint.ts';

/**
 * GET /9077/api/staffs/?search=&department_id= (paged): the staff picker. A `search` of one or two
 * characters matches the start of a name or phone (a surname), a longer one any part of it. Without
 * a search the list continues by key (`after`); a search's pages answer `next_after` null.
 */
export const staffsQuerySchema = keysetPageQuerySchema.extend({
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
export const staffPageSchema = keysetPageOf(directoryStaffSchema);
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

/** The directory operations (OpenAPI tag `directory`): the server routes, the client calls and the document read these. */
export const directoryEndpoints = {
  listStaffs: defineEndpoint({
    method: 'GET',
    path: '/staffs/',
    operationId: 'directory.listStaffs',
    tags: ['directory'],
    summary: '员工（分页，?search= 姓名或手机号，?department_id=）',
    description:
      "A page of the caller's company staff, filtered by name or phone (?search=: one or two characters match the start, e.g. a surname; three or more any part) and department (?department_id=).",
    auth: 'required',
    query: staffsQuerySchema,
    response: { 200: staffPageSchema },
  }),
  listDepartments: defineEndpoint({
    method: 'GET',
    path: '/departments/',
    operationId: 'directory.listDepartments',
    tags: ['directory'],
    summary: '部门（含负责人与人数）',
    description: "The departments of the caller's company, each with its head and number of staff.",
    auth: 'required',
    response: { 200: departmentsResponseSchema },
  }),
} as const;
