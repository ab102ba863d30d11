import { PageFrame } from '@campus/ui';
import { ApplyForm } from '../components/apply-form.tsx';
import { titleOf } from '../titles.ts';

/** /applyDailyCarV3: daily use of a car and driver for a period. */
export default function ApplyDailyScreen() {
  return (
    <PageFrame title={titleOf('applyDailyCarV3')}>
      <ApplyForm kind="daily" />
    </PageFrame>
  );
}
