import { AttachmentList, DetailSection, Loadable, PageFrame, useLoader } from '@campus/ui';
import { useSearchParams } from 'react-router-dom';
import { fetchFee } from '../api.ts';
import { minute, yuan } from '../format.ts';
import { TEXT } from '../texts.ts';
import { titleOf } from '../titles.ts';

/** /applyCarV3/carV3DrivingDetail/carV3DrivingFeeDetail?id=<fee>: one fee and its receipts. */
export default function FeeDetailScreen() {
  const [search] = useSearchParams();
  const id = search.get('id');
  const state = useLoader(async () => (id ? fetchFee(id) : null), [id]);
  return (
    <PageFrame title={titleOf('carV3DrivingFeeDetail')}>
      <Loadable state={state}>
        {(fee) => (
          <DetailSection
            title={fee.kind_label}
            rows={[
              { label: TEXT.feeKind, value: fee.kind_label },
              { label: TEXT.amount.replace('（元）', ''), value: <span data-testid="fee-amount">{yuan(fee.amount_fen)}</span> },
              { label: TEXT.remark, value: fee.remark },
              { label: TEXT.createdBy, value: fee.created_by.name },
              { label: TEXT.createdAt, value: minute(fee.created_time) },
            ]}
          >
            <div style={{ padding: '12px 16px' }}>
              <AttachmentList files={fee.attachments} empty="无票据" />
            </div>
          </DetailSection>
        )}
      </Loadable>
    </PageFrame>
  );
}
