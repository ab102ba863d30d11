import { confirmDialog, showToast } from '@campus/core';
import { AttachmentList, DetailSection, Loadable, PageFrame, useLoader } from '@campus/ui';
import { Button } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { fetchFee, removeFee } from '../api.ts';
import { MissingId, queryValue } from '../components/missing-id.tsx';
import { yuan } from '../format.ts';
import { TEXT } from '../texts.ts';

/** 费用详情 (/privateCar/pCarDetail/pCarCostDetail?id=): one cost and its vouchers; removable while the trip is unclaimed. */
export default function CostDetailScreen() {
  const [search] = useSearchParams();
  const id = queryValue(search);
  const navigate = useNavigate();
  const fee = useLoader(async () => (id === null ? null : fetchFee(id)), [id]);

  const remove = async () => {
    if (id === null || !(await confirmDialog(TEXT.confirmRemoveFee))) return;
    await removeFee(id);
    void showToast(TEXT.removed);
    navigate(-1);
  };

  return (
    <PageFrame
      title="费用详情"
      footer={
        fee.data?.can_remove ? (
          <Button block color="danger" fill="outline" size="large" onClick={() => void remove()}>
            删除费用
          </Button>
        ) : undefined
      }
    >
      {id === null ? (
        <MissingId />
      ) : (
        <Loadable state={fee}>
          {(f) => (
            <>
              <DetailSection
                title="费用"
                rows={[
                  { label: '费用类型', value: f.fee_type_name },
                  { label: '金额', value: <span data-testid="fee-amount">{yuan(f.amount_fen)}</span> },
                  { label: '备注', value: f.remark },
                  { label: '登记时间', value: f.created_time.slice(0, 16) },
                ]}
              />
              <DetailSection title="票据" rows={[]}>
                <div style={{ padding: 12 }}>
                  <AttachmentList files={f.vouchers} empty="无" />
                </div>
              </DetailSection>
            </>
          )}
        </Loadable>
      )}
    </PageFrame>
  );
}
