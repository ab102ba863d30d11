import { ApplyForm } from '../components/apply-form.tsx';
import { titleOf } from '../titles.ts';

/** /bus/busRouteApply?route=: apply for a seat on this route (approval follows). */
export default function RouteApplyScreen() {
  return <ApplyForm title={titleOf('busRouteApply')} />;
}
