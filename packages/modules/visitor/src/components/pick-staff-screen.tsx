import { PageFrame, StaffPicker } from '@campus/ui';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { goBack } from '../navigation.ts';
import { loadStaffOptions } from '../picker-options.ts';
import { receptionDrafts, type PickTarget } from '../stores/reception-drafts.ts';

export interface PickStaffScreenProps {
  title: string;
  target: PickTarget;
  /** The chosen people's review screen, opened in place of the picker on 确定. */
  reviewPath: string;
  /** Where the picker's back leads when it was opened directly. */
  fallback: string;
}

/**
 * A reception's "choose people" screen (hosts, assignees, viewers, arrangers): the ui's staff
 * picker over the draft's people; 确定 keeps the choice and shows it on its review screen.
 */
export const PickStaffScreen = observer(function PickStaffScreen({ title, target, reviewPath, fallback }: PickStaffScreenProps) {
  const navigate = useNavigate();
  return (
    <PageFrame title={title}>
      <StaffPicker
        visible
        multiple
        allowEmpty
        title={title}
        value={receptionDrafts.people(target)}
        onChange={(chosen) => {
          receptionDrafts.setPeople(target, chosen);
          void navigate(reviewPath, { replace: true });
        }}
        onClose={() => goBack(navigate, fallback)}
        load={loadStaffOptions}
      />
    </PageFrame>
  );
});
