/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { PcarCertification } from '@campus/contracts';
import { ListPage, PageFrame, keepDates } from '@campus/ui';
import { Button, List, NoticeBar } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { fetchCertifications } from '../api.ts';
import { OrderStatusTag } from '../components/tags.tsx';
import { plate } from '../format.ts';
import { PATHS, withId } from '../paths.ts';

const styles = { meta: css({ fontSize: 13, color: 'var(--adm-color-weak)' }) };

/** 车辆认证 (/privateCar/pCarCertify): the staff's certifications, newest first, and 新增认证. */
export default function CertifyListScreen() {
  const navigate = useNavigate();
  return (
    <PageFrame
      title="车辆认证"
      footer={
        <Button block color="primary" size="large" onClick={() => navigate(PATHS.certifyAdd)}>
          新增认证
        </Button>
      }
    >
      <NoticeBar content="车辆须提交行驶证和保险单照片，经管理员审核通过后才能登记出车；保险到期后请重新认证。" color="info" wrap />
      <List mode="card" header="我的认证">
        <ListPage<PcarCertification>
          load={fetchCertifications}
          keyOf={(c) => c.id}
          empty="暂无认证记录"
          renderItem={(c) => (
            <List.Item
              data-testid="cert-item"
              onClick={() => navigate(withId(PATHS.certifyDetail, c.id))}
              extra={<OrderStatusTag orderType={c.order_type} status={c.status} label={c.status_label} />}
              description={
                <span css={styles.meta}>
                  {c.vehicle.brand_model} · 保险至 {keepDates(c.insurance_expires)} · 提交于 {keepDates(c.created_time.slice(0, 16))}
                </span>
              }
            >
              {plate(c.vehicle.plate)}
            </List.Item>
          )}
        />
      </List>
    </PageFrame>
  );
}
