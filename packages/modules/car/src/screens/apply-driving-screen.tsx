import { PageFrame } from '@campus/ui';
import { ApplyForm } from '../components/apply-form.tsx';
import { titleOf } from '../titles.ts';

/** /applyCar3Driving: self-driving, with a car picked on drivingSelCar. */
export default function ApplyDrivingScreen() {
  return (
    <PageFrame title={titleOf('applyCar3Driving')}>
      <ApplyForm kind="driving" />
    </PageFrame>
  );
}
