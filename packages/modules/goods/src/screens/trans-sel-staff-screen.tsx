import { PageFrame, StaffPicker } from '@campus/ui';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { loadStaffOptions } from '../components/staff-options.ts';
import { goBack } from '../navigation.ts';
import { PATHS } from '../paths.ts';
import { transferDraft } from '../stores/drafts.ts';

/** 选择人员 (/pTrans/pTransAdd/pTransSelStaff): who receives the assets (not their giver), through ui's staff picker. */
export default observer(function TransSelStaffScreen() {
  const navigate = useNavigate();
  return (
    <PageFrame title="选择接收人">
      <StaffPicker
        visible
        title="选择接收人"
        value={transferDraft.to ? [transferDraft.to] : []}
        onChange={(chosen) => transferDraft.setTo(chosen[0] ?? null)}
        onClose={() => goBack(navigate, PATHS.transAdd)}
        load={(keyword) => loadStaffOptions(keyword, transferDraft.from?.id)}
      />
    </PageFrame>
  );
});
