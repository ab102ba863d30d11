import type { DirectoryDepartment, DirectoryStaff } from '@campus/contracts';
import type { PickerOption } from '@campus/ui';
import { fetchDepartments, searchStaffs } from './api.ts';

/** The pickers' loaders: staff from GET staffs/?search=, departments from GET departments/. */

export function staffOption(staff: DirectoryStaff): PickerOption {
  const description = [staff.department, staff.phone].filter((part): part is string => typeof part === 'string' && part !== '').join(' · ');
  return { id: staff.id, name: staff.name, ...(description === '' ? {} : { description }) };
}

export function departmentOption(department: DirectoryDepartment): PickerOption {
  return { id: department.id, name: department.name, description: department.head ? `负责人：${department.head.name}` : '暂无负责人' };
}

/** Staff matching a keyword, without `excludeId` (the caller, who cannot hand a step to themselves). */
export async function loadStaffOptions(keyword: string, excludeId?: string | null): Promise<PickerOption[]> {
  const page = await searchStaffs(keyword);
  const results = Array.isArray(page?.results) ? page.results : [];
  return results.filter((staff) => staff.id !== excludeId).map(staffOption);
}

/** Departments whose name contains the keyword (the endpoint answers the whole list). */
export async function loadDepartmentOptions(keyword: string): Promise<PickerOption[]> {
  const list = await fetchDepartments();
  const all = Array.isArray(list) ? list : [];
  const key = keyword.trim();
  return all.filter((department) => key === '' || department.name.includes(key)).map(departmentOption);
}
