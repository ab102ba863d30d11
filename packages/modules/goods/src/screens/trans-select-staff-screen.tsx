import { PageFrame, StaffPicker, useLoader } from '@campus/ui';
import { NoticeBar } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { fetchMe } from '../api.ts';
import { loadStaffOptions } from '../components/staff-options.ts';
import { goBack } from '../navigation.ts';
import { PATHS } from '../paths.ts';
import { transferDraft } from '../stores/drafts.ts';

/**
 * 选择人员 (/pTrans/pTransSelectStaff): whose assets move (a leaver's, say), through ui's staff
 * picker; the choice goes on to pTransAdd. Only store keepers and admins move others' assets.
 */
export default observer(function TransSelectStaffScreen() {
  const navigate = useNavigate();
  const me = useLoader(fetchMe, []);
  return (
    <PageFrame title="选择人员">
      {me.data && !me.data.is_keeper && <NoticeBar color="info" wrap content="只能调拨自己名下的资产（库管员除外）" />}
      <StaffPicker
        visible
        title="选择调出人员"
        value={transferDraft.from ? [transferDraft.from] : []}
        onChange={(chosen) => transferDraft.setFrom(chosen[0] ?? null)}
        // 确定 calls onChange then onClose: with a giver chosen the form opens in place of the picker
        onClose={() => (transferDraft.from ? navigate(PATHS.transAdd, { replace: true }) : goBack(navigate, PATHS.trans))}
        load={(keyword) => loadStaffOptions(keyword)}
      />
    </PageFrame>
  );
});
