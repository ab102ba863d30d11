/** @jsxImportSource @emotion/react */
/**
 * One lodging order as the dorm screens show it (d2Detail, and a d2ApplyOut opened from a push): the
 * workflow's status and fields, the room and bed, and what the caller may do now: the dorm admin
 * assigns a bed (an application at 20), confirms a move-in (30) or a check-out with the room's assets
 * (50); the applicant cancels while in approval or asks to leave (40, the application).
 */
import { DORM_ASSET_CONDITIONS, DORM_ORDER_TYPES, type DormOrderInfo } from '@campus/contracts';
import { confirmDialog, showToast } from '@campus/core';
import { DetailSection, Loadable, PageFrame, useLoader } from '@campus/ui';
import { Button, List, Selector } from 'antd-mobile';
import { useState } from 'react';
import { applyCheckOut, assignBed, cancelOrder, checkIn, checkOut, fetchOrderInfo, fetchRoom } from '../api.ts';
import { RoomField } from './room-list.tsx';
import { hubToday, OrderTag, pageStyles } from './common.tsx';

type Condition = keyof typeof DORM_ASSET_CONDITIONS;
const CONDITION_OPTIONS = (Object.keys(DORM_ASSET_CONDITIONS) as Condition[]).map((c) => ({ label: DORM_ASSET_CONDITIONS[c], value: c }));

function AssignPanel({ info, onDone }: { info: DormOrderInfo; onDone: () => void }) {
  const start = String((info.order.data as { start_date?: string }).start_date ?? hubToday());
  const gender = (info.order.data as { gender?: string }).gender;
  const [roomId, setRoomId] = useState<string | null>(null);
  const room = useLoader(async () => (roomId ? fetchRoom(roomId, start) : null), [roomId, start]);
  const [bedId, setBedId] = useState<string | null>(null);
  return (
    <List mode="card" header={`分配床位（${start} 起）`}>
      <List.Item title="房间">
        <RoomField
          {...(roomId ? { value: roomId } : {})}
          filter={{ free_from: start, ...(gender === 'male' || gender === 'female' ? { gender } : {}) }}
          onChange={(id) => {
            setRoomId(id);
            setBedId(null);
          }}
        />
      </List.Item>
      {room.data && (
        <List.Item>
          <Selector
            columns={3}
            options={room.data.beds.filter((b) => b.free).map((b) => ({ label: b.label, value: b.id }))}
            value={bedId ? [bedId] : []}
            onChange={(v) => setBedId(v[0] ?? null)}
          />
        </List.Item>
      )}
      <List.Item>
        <Button
          block
          color="primary"
          disabled={!bedId}
          onClick={async () => {
            if (!bedId) return;
            await assignBed(info.order.id, { bed_id: bedId, start_date: start });
            void showToast('已分配');
            onDone();
          }}
        >
          确认分配
        </Button>
      </List.Item>
    </List>
  );
}

function CheckOutPanel({ info, onDone }: { info: DormOrderInfo; onDone: () => void }) {
  const [conditions, setConditions] = useState<Record<string, Condition>>(() =>
    Object.fromEntries(info.assets.map((a) => [a.id, a.condition])),
  );
  return (
    <List mode="card" header="检查房间资产">
      {info.assets.map((a) => (
        <List.Item key={a.id} description={a.name}>
          <Selector
            columns={3}
            options={CONDITION_OPTIONS}
            value={[conditions[a.id] ?? a.condition]}
            onChange={(v) => v[0] && setConditions({ ...conditions, [a.id]: v[0] })}
          />
        </List.Item>
      ))}
      <List.Item>
        <Button
          block
          color="primary"
          onClick={async () => {
            await checkOut(info.order.id, { assets: Object.entries(conditions).map(([id, condition]) => ({ id, condition })) });
            void showToast('已退宿');
            onDone();
          }}
        >
          确认退宿
        </Button>
      </List.Item>
    </List>
  );
}

export function OrderInfoBody({ info, reload }: { info: DormOrderInfo; reload: () => void }) {
  const { order } = info;
  const act = async (run: () => Promise<unknown>, confirm: string, done: string) => {
    if (!(await confirmDialog(confirm))) return;
    await run();
    void showToast(done);
    reload();
  };
  return (
    <>
      <DetailSection
        title={
          <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
            <span css={pageStyles.strong} data-testid="order-title">
              {order.title}
            </span>
            <OrderTag orderType={order.order_type} status={order.status} label={order.status_label} />
          </div>
        }
        rows={[
          { label: '单据类型', value: order.order_type_name },
          { label: '申请人', value: order.applicant.name },
          ...order.fields.map((f) => ({ label: f.label, value: f.value })),
          // the application names no bed: the one the dorm admin assigned (the other orders name theirs in their fields)
          {
            label: '分配床位',
            value: info.room && info.bed ? `${info.room.label} ${info.bed.label}` : null,
            hidden: !info.room || order.order_type !== DORM_ORDER_TYPES.apply,
          },
          { label: '驳回原因', value: order.reject_reason, hidden: !order.reject_reason },
          { label: '申请时间', value: order.created_time.slice(0, 16) },
        ]}
      />
      {info.can_assign && <AssignPanel info={info} onDone={reload} />}
      {info.can_check_out && <CheckOutPanel info={info} onDone={reload} />}
      <div style={{ padding: '0 12px 16px', display: 'flex', flexDirection: 'column', gap: 8 }}>
        {info.can_check_in && (
          <Button block color="primary" onClick={() => void act(() => checkIn(order.id), '确认该住户已入住？', '已确认入住')}>
            确认入住
          </Button>
        )}
        {order.can.can_cancel && (
          <Button block fill="outline" onClick={() => void act(() => cancelOrder(order.id), '确定撤销该申请吗？', '已撤销')}>
            撤销申请
          </Button>
        )}
        {order.can.transitions.some((t) => t.action === 'apply_check_out') && (
          <Button block color="primary" onClick={() => void act(() => applyCheckOut(order.id), '确定申请退宿吗？', '已申请退宿')}>
            申请退宿
          </Button>
        )}
      </div>
    </>
  );
}

/** The order screen: loads the dorm view of the order by id. */
export function OrderInfoView({ id, title }: { id: string | null; title: string }) {
  const state = useLoader(async () => (id ? fetchOrderInfo(id) : null), [id]);
  return (
    <PageFrame title={title}>
      <Loadable state={state} empty="未找到该申请">
        {(info) => <OrderInfoBody info={info} reload={() => void state.reload()} />}
      </Loadable>
    </PageFrame>
  );
}
