import { PageFrame } from '@campus/ui';
import { ApplyForm } from '../components/apply-form.tsx';
import { titleOf } from '../titles.ts';

/** /applyTrip: a trip with a driver (spec 2.3). */
export default function ApplyTripScreen() {
  return (
    <PageFrame title={titleOf('applyTrip')}>
      <ApplyForm kind="trip" />
    </PageFrame>
  );
}
