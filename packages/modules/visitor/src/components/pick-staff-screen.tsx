import { PageFrame, StaffPicker } from '@campus/ui';
import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
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
  // the picker closes itself after 确定: the review screen has replaced it by then
  const confirmed = useRef(false);
  return (
    <PageFrame title={title}>
      <StaffPicker
        visible
        multiple
        allowEmpty
        title={title}
        value={receptionDrafts.people(target)}
        onChange={(chosen) => {
          confirmed.current = true;
          receptionDrafts.setPeople(target, chosen);
          void navigate(reviewPath, { replace: true });
        }}
        onClose={() => {
          if (!confirmed.current) goBack(navigate, fallback);
        }}
        load={loadStaffOptions}
      />
    </PageFrame>
  );
});
