import type { DirectoryStaff, PersonRef } from '@campus/contracts';
import type { PickerOption } from '@campus/ui';
import { searchStaffs } from './api.ts';

/** A staff of the directory as a picker shows him: name, department and phone below. */
export function staffOption(staff: DirectoryStaff): PickerOption {
  const description = [staff.department, staff.phone].filter((part): part is string => typeof part === 'string' && part !== '').join(' · ');
  return { id: staff.id, name: staff.name, ...(description === '' ? {} : { description }) };
}

/** Staff matching a keyword (GET staffs/?search=). */
export async function loadStaffOptions(keyword: string): Promise<PickerOption[]> {
  const page = await searchStaffs(keyword);
  return (Array.isArray(page?.results) ? page.results : []).map(staffOption);
}

/** People the server named, as a picker's value. */
export const personOptions = (people: readonly PersonRef[]): PickerOption[] => people.map((p) => ({ id: p.id, name: p.name }));
