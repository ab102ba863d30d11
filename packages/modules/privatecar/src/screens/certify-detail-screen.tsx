import { AttachmentList, DetailSection } from '@campus/ui';
import { fetchCertification } from '../api.ts';
import { OrderDetailFrame } from '../components/order-detail-frame.tsx';
import { OrderStatusTag } from '../components/tags.tsx';
import { plate } from '../format.ts';

/** 认证详情 (/privateCar/pCarCertify/pCarCertifyDetail?id=): the car, the photos, the review state. */
export default function CertifyDetailScreen() {
  return (
    <OrderDetailFrame title="认证详情" load={fetchCertification}>
      {(c) => (
        <>
          <DetailSection
            title="认证信息"
            rows={[
              { label: '审核状态', value: <OrderStatusTag orderType={c.order_type} status={c.status} label={c.status_label} /> },
              { label: '车牌号', value: plate(c.vehicle.plate) },
              { label: '品牌型号', value: c.vehicle.brand_model },
              { label: '车身颜色', value: c.vehicle.color },
              { label: '保险到期日', value: c.insurance_expires },
              { label: '提交时间', value: c.created_time.slice(0, 16) },
              { label: '审核时间', value: c.approve_time?.slice(0, 16) ?? null },
              { label: '驳回原因', value: c.reject_reason, hidden: c.reject_reason === null },
            ]}
          />
          <DetailSection title="行驶证照片" rows={[]}>
            <div style={{ padding: 12 }}>
              <AttachmentList files={c.licence} empty="无" />
            </div>
          </DetailSection>
          <DetailSection title="保险单照片" rows={[]}>
            <div style={{ padding: 12 }}>
              <AttachmentList files={c.insurance} empty="无" />
            </div>
          </DetailSection>
        </>
      )}
    </OrderDetailFrame>
  );
}
