import { OUT_SUBSIDY_STATUS } from '@campus/contracts';
import { confirmDialog, showToast } from '@campus/core';
import { Loadable, PageFrame, useLoader } from '@campus/ui';
import { Button, List } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { fetchSubsidy, paySubsidy } from '../api.ts';
import { MissingParam } from '../components/missing.tsx';
import { SubsidyDetails } from '../components/subsidy-details.tsx';
import { yuan } from '../format.ts';
import { useQueryValue } from '../hooks.ts';

/** 补贴详情 (/outSubsidy/outSubsidyDetail?id=): days, rate, total and status; its approval; an admin records the payout. */
export default function SubsidyDetailScreen() {
  const navigate = useNavigate();
  const id = useQueryValue('id');
  const claim = useLoader(async () => (id === null ? null : fetchSubsidy(id)), [id]);

  const pay = async (total: number) => {
    if (id === null || !(await confirmDialog(`确认已发放补贴 ${yuan(total)}？`, { confirmText: '确认发放' }))) return;
    await paySubsidy(id);
    void showToast('已记录发放', { icon: 'success' });
    await claim.reload();
  };

  return (
    <PageFrame
      title="补贴详情"
      footer={
        id === null ? undefined : (
          <Button
            block
            size="large"
            onClick={() => void navigate(`/approvalProcess/approvalOutSubsidyDetail?id=${encodeURIComponent(id)}`)}
          >
            审批进度
          </Button>
        )
      }
    >
      {id === null ? (
        <MissingParam />
      ) : (
        <Loadable state={claim}>
          {(c) => (
            <>
              <SubsidyDetails claim={c} />
              {c.can_pay && c.status.code === OUT_SUBSIDY_STATUS.approved ? (
                <List mode="card">
                  <List.Item>
                    <Button block color="primary" onClick={() => void pay(c.total_fen)}>
                      记录已发放 {yuan(c.total_fen)}
                    </Button>
                  </List.Item>
                </List>
              ) : null}
            </>
          )}
        </Loadable>
      )}
    </PageFrame>
  );
}
