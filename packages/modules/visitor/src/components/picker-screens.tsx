import { PickStaffScreen } from './pick-staff-screen.tsx';
import { SelectedStaffsScreen } from './selected-staffs-screen.tsx';
import { useQueryValue } from '../hooks.ts';
import { PATHS, withQuery } from '../navigation.ts';

/**
 * The reception's people pickers and their review screens, one small screen per route: the hosts
 * of a new reception, a task's assignees (preparation items; main and child tasks), and who may
 * view or arrange (?for=viewers|arrangers). They edit the draft the form screens read.
 */

/** The address's reception id and task draft parameters, carried from picker to review and back. */
function useTaskQuery() {
  return { id: useQueryValue('id'), task: useQueryValue('task'), kind: useQueryValue('kind') };
}

export function HostPickerScreen() {
  return <PickStaffScreen title="选择接待负责人" target="hosts" reviewPath={PATHS.hostsSelected} fallback={PATHS.create} />;
}

export function HostsSelectedScreen() {
  return <SelectedStaffsScreen title="已选负责人" target="hosts" pickerPath={PATHS.hostPicker} fallback={PATHS.create} />;
}

export function PreparePickerScreen() {
  const q = useTaskQuery();
  return (
    <PickStaffScreen
      title="选择负责人"
      target="assignees"
      reviewPath={withQuery(PATHS.prepareSelected, q)}
      fallback={withQuery(PATHS.editPrepare, q)}
    />
  );
}

export function PrepareSelectedScreen() {
  const q = useTaskQuery();
  return (
    <SelectedStaffsScreen
      title="已选负责人"
      target="assignees"
      pickerPath={withQuery(PATHS.preparePicker, q)}
      fallback={withQuery(PATHS.editPrepare, q)}
    />
  );
}

/** The main task's and child tasks' assignees (receptionECSelStaffs). */
export function ChildPickerScreen() {
  const q = useTaskQuery();
  const form = q.kind === 'main' ? PATHS.editMainTask : PATHS.editChild;
  return (
    <PickStaffScreen title="选择负责人" target="assignees" reviewPath={withQuery(PATHS.childSelected, q)} fallback={withQuery(form, q)} />
  );
}

export function ChildSelectedScreen() {
  const q = useTaskQuery();
  const form = q.kind === 'main' ? PATHS.editMainTask : PATHS.editChild;
  return (
    <SelectedStaffsScreen
      title="已选负责人"
      target="assignees"
      pickerPath={withQuery(PATHS.childPicker, q)}
      fallback={withQuery(form, q)}
    />
  );
}

function useAuthTarget() {
  const id = useQueryValue('id');
  const target = useQueryValue('for') === 'arrangers' ? 'arrangers' : 'viewers';
  return { id, target, form: withQuery(target === 'arrangers' ? PATHS.arrangers : PATHS.viewers, { id }) } as const;
}

export function AuthPickerScreen() {
  const { id, target, form } = useAuthTarget();
  return (
    <PickStaffScreen
      title={target === 'arrangers' ? '选择安排人' : '选择查看人'}
      target={target}
      reviewPath={withQuery(PATHS.authSelected, { id, for: target })}
      fallback={form}
    />
  );
}

export function AuthSelectedScreen() {
  const { id, target, form } = useAuthTarget();
  return (
    <SelectedStaffsScreen
      title={target === 'arrangers' ? '已选安排人' : '已选查看人'}
      target={target}
      pickerPath={withQuery(PATHS.authPicker, { id, for: target })}
      fallback={form}
    />
  );
}
