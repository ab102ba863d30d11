/** @jsxImportSource @emotion/react */
/**
 * My room (d2MyRoomDetail), my bed (d2BedDetails), the room's assets (d2RoomAssets), the buildings
 * with free beds (d2Buildings) and the suites (/d2Suite, apply straight into one).
 */
import type { DormRoomSummary, DormStay } from '@campus/contracts';
import { DetailSection, ListPage, Loadable, PageFrame, useLoader } from '@campus/ui';
import { Button, List } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { fetchAreas, fetchMe, fetchRoom, fetchRooms } from '../api.ts';
import { NavList, PlainTag, yuan } from '../components/common.tsx';
import { d2Draft } from '../components/draft.ts';
import { D2 } from '../paths.ts';

function NoStay() {
  return <NavList header="您当前没有住宿" entries={[{ title: '申请入住', to: `${D2}/d2ApplyIn` }]} />;
}

function StayRows({ stay }: { stay: DormStay }) {
  return (
    <DetailSection
      title="我的房间"
      rows={[
        { label: '区域', value: stay.room.area.name },
        { label: '房间', value: stay.room.label },
        { label: '床位', value: stay.bed.label },
        { label: '房型', value: `${stay.room.model}（${stay.room.gender_label}）` },
        { label: '床位费', value: `${yuan(stay.room.price_fen)}/月` },
        { label: '设施', value: stay.room.facilities },
        { label: '入住日期', value: stay.start_date },
        { label: '退宿日期', value: stay.end_date },
        { label: '状态', value: stay.checked_in ? '已入住' : '待入住' },
      ]}
    />
  );
}

export function D2MyRoomDetail() {
  const me = useLoader(() => fetchMe(), []);
  return (
    <PageFrame title="我的房间">
      <Loadable state={me}>
        {({ stay }) =>
          stay ? (
            <>
              <StayRows stay={stay} />
              <List mode="card" header="室友">
                {stay.roommates.length === 0 ? (
                  <List.Item>暂无室友</List.Item>
                ) : (
                  stay.roommates.map((m) => (
                    <List.Item key={m.id} extra={m.bed}>
                      {m.name}
                    </List.Item>
                  ))
                )}
              </List>
              <NavList
                entries={[
                  { title: '床位详情', to: `${D2}/d2BedDetails` },
                  { title: '房间资产', to: `${D2}/d2RoomAssets` },
                  { title: '调宿申请', to: `${D2}/d2ApplyChange` },
                  { title: '退宿申请', to: `${D2}/d2ApplyOut` },
                ]}
              />
            </>
          ) : (
            <NoStay />
          )
        }
      </Loadable>
    </PageFrame>
  );
}

export function D2BedDetails() {
  const state = useLoader(async () => {
    const me = await fetchMe();
    return me.stay ? { stay: me.stay, room: await fetchRoom(me.stay.room.id) } : { stay: null, room: null };
  }, []);
  return (
    <PageFrame title="床位详情">
      <Loadable state={state}>
        {({ stay, room }) =>
          stay && room ? (
            <>
              <DetailSection
                title={`${room.label} ${stay.bed.label}`}
                rows={[
                  { label: '入住日期', value: stay.start_date },
                  { label: '退宿日期', value: stay.end_date ?? '长期' },
                  { label: '床位费', value: `${yuan(room.price_fen)}/月` },
                ]}
              />
              <List mode="card" header="本房间床位">
                {room.beds.map((b) => (
                  <List.Item key={b.id} extra={b.occupant?.name ?? '空床'}>
                    {b.label}
                  </List.Item>
                ))}
              </List>
            </>
          ) : (
            <NoStay />
          )
        }
      </Loadable>
    </PageFrame>
  );
}

export function D2RoomAssets() {
  const state = useLoader(async () => {
    const me = await fetchMe();
    return me.stay ? fetchRoom(me.stay.room.id) : null;
  }, []);
  return (
    <PageFrame title="房间资产">
      <Loadable state={state} empty="您当前没有住宿">
        {(room) => (
          <List mode="card" header={room.label}>
            {room.assets.map((a) => (
              <List.Item
                key={a.id}
                description={a.kind === 'furniture' ? '家具' : '电器'}
                extra={
                  <PlainTag
                    label={a.condition_label}
                    tone={a.condition === 'good' ? 'success' : a.condition === 'worn' ? 'warning' : 'danger'}
                  />
                }
              >
                {a.name}
              </List.Item>
            ))}
          </List>
        )}
      </Loadable>
    </PageFrame>
  );
}

export function D2Buildings() {
  const state = useLoader(() => fetchAreas(), []);
  return (
    <PageFrame title="楼栋信息">
      <Loadable state={state}>
        {(areas) => (
          <>
            {areas.map((a) => (
              <List mode="card" key={a.id} header={`${a.name} · ${a.address}`}>
                {a.buildings.map((b) => (
                  <List.Item
                    key={b.id}
                    description={`${String(b.floors)}层 · ${String(b.room_count)}间 · 宿管 ${b.manager ?? '--'}`}
                    extra={`空床 ${String(b.free_beds)}/${String(b.bed_count)}`}
                  >
                    {b.name}
                  </List.Item>
                ))}
              </List>
            ))}
          </>
        )}
      </Loadable>
    </PageFrame>
  );
}

export function D2Suite() {
  const navigate = useNavigate();
  return (
    <PageFrame title="公寓套房">
      <List>
        <ListPage<DormRoomSummary>
          load={(page, size) => fetchRooms({ suite: '1' }, page, size)}
          keyOf={(r) => r.id}
          empty="暂无公寓套房"
          renderItem={(r) => (
            <List.Item
              data-testid="suite-row"
              description={`${r.area.name} · ${r.model} · ${yuan(r.price_fen)}/床/月 · ${r.facilities.join('、')} · 空床 ${String(r.free_beds)}/${String(r.bed_count)}`}
              extra={
                <Button
                  size="small"
                  color="primary"
                  fill="outline"
                  disabled={r.free_beds === 0}
                  onClick={() => {
                    d2Draft.preset(r.area, { id: r.building.id, name: r.building.name }, r.model, { id: r.id, name: r.label });
                    navigate(`${D2}/d2ApplyIn`);
                  }}
                >
                  {r.free_beds === 0 ? '已住满' : '申请入住'}
                </Button>
              }
            >
              {r.label}
            </List.Item>
          )}
        />
      </List>
    </PageFrame>
  );
}
