import { PageFrame, StaffPicker } from '@campus/ui';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { SCREEN_TITLES } from '../labels.ts';
import { goBack } from '../navigation.ts';
import { loadStaffOptions } from '../picker-options.ts';
import { flowDraft } from '../stores/flow-draft-store.ts';
import { flowFormPath } from './flow-paths.ts';

/**
 * Choose the flow's approvers (/flowSend/flowSendSelStaff): several staff, who
 * approve in the order chosen; the choice goes to the draft and the form opens again.
 */
export default observer(function FlowSelStaffScreen() {
  const navigate = useNavigate();
  return (
    <PageFrame title={SCREEN_TITLES.flowSendSelStaff}>
      <StaffPicker
        visible
        multiple
        allowEmpty
        title={SCREEN_TITLES.flowSendSelStaff}
        value={flowDraft.approvers}
        onChange={(chosen) => flowDraft.setApprovers(chosen)}
        onClose={() => goBack(navigate, flowFormPath(flowDraft.templateId))}
        load={(keyword) => loadStaffOptions(keyword)}
      />
    </PageFrame>
  );
});
