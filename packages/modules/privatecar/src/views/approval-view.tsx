/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { PCAR_ORDER_TYPES, type PcarSubsidy } from '@campus/contracts';
import type { OrderViewProps } from '@campus/core';
import { AttachmentList, DetailSection, Loadable, useLoader, keepDates } from '@campus/ui';
import { List } from 'antd-mobile';
import { fetchAuth, fetchCertification, fetchSubsidy } from '../api.ts';
import { SubsidyTotals } from '../components/subsidy-totals.tsx';
import { DistanceSourceTag } from '../components/tags.tsx';
import { km, plate, yuan } from '../format.ts';

const styles = {
  pad: css({ padding: 12 }),
  meta: css({ fontSize: 13, color: 'var(--adm-color-weak)', lineHeight: 1.6 }),
  route: css({ fontSize: 15, color: 'var(--adm-color-text)' }),
};

function AuthView({ id }: { id: string }) {
  const auth = useLoader(() => fetchAuth(id), [id]);
  return (
    <Loadable state={auth}>
      {(a) => (
        <DetailSection
          title="私车公用授权"
          rows={[
            { label: '用车事由', value: a.reason },
            { label: '授权期限', value: `${a.valid_from} 至 ${a.valid_to}` },
            { label: '当前', value: a.active ? '在有效期内' : a.expired ? '已过期' : '未生效' },
            { label: '协议', value: '已阅读并同意《私车公用协议》' },
          ]}
        />
      )}
    </Loadable>
  );
}

function CertificationView({ id }: { id: string }) {
  const cert = useLoader(() => fetchCertification(id), [id]);
  return (
    <Loadable state={cert}>
      {(c) => (
        <>
          <DetailSection
            title="认证车辆"
            rows={[
              { label: '车牌号', value: plate(c.vehicle.plate) },
              { label: '品牌型号', value: c.vehicle.brand_model },
              { label: '车身颜色', value: c.vehicle.color },
              { label: '保险到期日', value: c.insurance_expires },
            ]}
          />
          <DetailSection title="行驶证照片" rows={[]}>
            <div css={styles.pad} data-testid="licence-photos">
              <AttachmentList files={c.licence} empty="无" />
            </div>
          </DetailSection>
          <DetailSection title="保险单照片" rows={[]}>
            <div css={styles.pad} data-testid="insurance-photos">
              <AttachmentList files={c.insurance} empty="无" />
            </div>
          </DetailSection>
        </>
      )}
    </Loadable>
  );
}

function ClaimTrips({ claim }: { claim: PcarSubsidy }) {
  return (
    <List mode="card" header={`出车明细（${String(claim.trips.length)}）`}>
      {claim.trips.map((t) => (
        <List.Item
          key={t.id}
          data-testid="claim-trip"
          extra={km(t.distance_m)}
          description={
            <div css={styles.meta}>
              {keepDates(t.trip_date)} · {plate(t.vehicle.plate)} · <DistanceSourceTag source={t.distance_source} />
              <div>{t.purpose}</div>
              {t.fees.map((f) => (
                <div key={f.id}>
                  {f.fee_type_name} {yuan(f.amount_fen)}
                  {f.remark ? `（${f.remark}）` : ''}
                  <AttachmentList files={f.vouchers} />
                </div>
              ))}
            </div>
          }
        >
          <span css={styles.route}>
            {t.from.name} → {t.to.name}
          </span>
        </List.Item>
      ))}
    </List>
  );
}

function SubsidyView({ id }: { id: string }) {
  const claim = useLoader(() => fetchSubsidy(id), [id]);
  return (
    <Loadable state={claim}>
      {(c) => (
        <>
          <SubsidyTotals totals={c} />
          <ClaimTrips claim={c} />
        </>
      )}
    </Loadable>
  );
}

/**
 * The private-car part of the approval detail (/approvalProcess/approvalPrivateCarDetail): what the
 * authorisation, certification or claim is about, read from the family's own endpoints. The status,
 * chain, trail and the viewer's actions are the approval module's.
 */
export default function PrivateCarOrderView({ order }: OrderViewProps) {
  if (order.order_type === PCAR_ORDER_TYPES.auth) return <AuthView id={order.id} />;
  if (order.order_type === PCAR_ORDER_TYPES.certify) return <CertificationView id={order.id} />;
  if (order.order_type === PCAR_ORDER_TYPES.subsidy) return <SubsidyView id={order.id} />;
  return <DetailSection title="申请内容" rows={order.fields.map((f) => ({ label: f.label, value: f.value }))} />;
}
