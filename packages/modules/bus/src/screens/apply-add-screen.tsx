import { ApplyForm } from '../components/apply-form.tsx';
import { titleOf } from '../titles.ts';

/** /bus/busApplyAdd: a new route application, the route chosen here. */
export default function ApplyAddScreen() {
  return <ApplyForm title={titleOf('busApplyAdd')} />;
}
