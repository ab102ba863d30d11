/** @jsxImportSource @emotion/react */
/**
 * The lodging content of the approval detail (approvalDormDetail, approvalDorm2Detail): the order's
 * fields, the room and bed it names or was given, and, for the dorm admin's next step (assign, check
 * in, check out with the assets), a link to the dorm screen that does it.
 */
import { DORM_ORDER_TYPES } from '@campus/contracts';
import type { OrderViewProps } from '@campus/core';
import { DetailSection, useLoader } from '@campus/ui';
import { List } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { fetchOrderInfo } from '../api.ts';
import { D2 } from '../paths.ts';

export default function DormApprovalView({ order }: OrderViewProps) {
  const navigate = useNavigate();
  const info = useLoader(() => fetchOrderInfo(order.id), [order.id, order.status]);
  const data = info.data;
  const next = data && (data.can_assign || data.can_check_in || data.can_check_out);
  return (
    <>
      <DetailSection
        title="住宿信息"
        rows={[
          ...order.fields.map((f) => ({ label: f.label, value: f.value })),
          // the application names no bed: the one the dorm admin assigned
          {
            label: '分配床位',
            value: data?.room && data.bed ? `${data.room.label} ${data.bed.label}` : null,
            hidden: order.order_type !== DORM_ORDER_TYPES.apply || !data?.bed,
          },
        ]}
      />
      {next && (
        <List mode="card">
          <List.Item arrowIcon onClick={() => navigate(`${D2}/d2Detail?id=${encodeURIComponent(order.id)}`)}>
            {data.can_assign ? '去分配床位' : data.can_check_in ? '去确认入住' : '去检查资产并退宿'}
          </List.Item>
        </List>
      )}
    </>
  );
}
