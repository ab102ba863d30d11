import { DepartmentPicker, PageFrame } from '@campus/ui';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { SCREEN_TITLES } from '../labels.ts';
import { goBack } from '../navigation.ts';
import { loadDepartmentOptions } from '../picker-options.ts';
import { flowDraft } from '../stores/flow-draft-store.ts';
import { flowFormPath } from './flow-paths.ts';

/**
 * Choose departments for the flow (/flowSend/flowSendSelDept): their heads
 * approve after the chosen staff; the choice goes to the draft and the form opens again.
 */
export default observer(function FlowSelDeptScreen() {
  const navigate = useNavigate();
  return (
    <PageFrame title={SCREEN_TITLES.flowSendSelDept}>
      <DepartmentPicker
        visible
        multiple
        allowEmpty
        title={SCREEN_TITLES.flowSendSelDept}
        value={flowDraft.departments}
        onChange={(chosen) => flowDraft.setDepartments(chosen)}
        onClose={() => goBack(navigate, flowFormPath(flowDraft.templateId))}
        load={loadDepartmentOptions}
      />
    </PageFrame>
  );
});
