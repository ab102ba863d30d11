import type { DirectoryStaff } from '@campus/contracts';
import type { PickerOption } from '@campus/ui';
import { searchStaffs } from './api.ts';

/** A staff as the picker lists them: name, then department and phone. */
export function staffOption(staff: DirectoryStaff): PickerOption {
  const description = [staff.department, staff.phone].filter((part): part is string => typeof part === 'string' && part !== '').join(' · ');
  return { id: staff.id, name: staff.name, ...(description === '' ? {} : { description }) };
}

/** Staff matching a keyword (GET staffs/?search=). */
export async function loadStaffOptions(keyword: string): Promise<PickerOption[]> {
  const page = await searchStaffs(keyword);
  const results = Array.isArray(page?.results) ? page.results : [];
  return results.map(staffOption);
}
