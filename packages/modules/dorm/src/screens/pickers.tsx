/** @jsxImportSource @emotion/react */
/**
 * The pickers of the move-in and change forms (spec 2.3: "child screens for choosing area, building,
 * model, room and bed"): each lists what is there, free beds only from the chosen date, and goes back
 * to the form with the choice in the draft.
 */
import { DORM_ROOM_MODELS } from '@campus/contracts';
import { Loadable, PageFrame, useLoader } from '@campus/ui';
import { CheckList, ErrorBlock } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { fetchAreas, fetchRoom } from '../api.ts';
import { hubToday } from '../components/common.tsx';
import { RoomList } from '../components/room-list.tsx';
import { d2Draft } from '../components/draft.ts';

const ANY_MODEL = '不限';

/**
 * A picker's list. Each screen's title bar sits outside its loader: while the list loads, and when
 * there is nothing to pick (a bed opened before a room), the user still sees where they are and can go back.
 */
function Choose({
  options,
  value,
  onPick,
  empty,
}: {
  options: { value: string; label: string; description?: string }[];
  value: string | null;
  onPick: (value: string) => void;
  empty: string;
}) {
  const navigate = useNavigate();
  return options.length === 0 ? (
    <ErrorBlock status="empty" title={empty} description={null} />
  ) : (
    <CheckList
      value={value ? [value] : []}
      onChange={(v) => {
        const picked = v[0];
        if (typeof picked !== 'string') return;
        onPick(picked);
        navigate(-1);
      }}
    >
      {options.map((o) => (
        <CheckList.Item key={o.value} value={o.value} description={o.description}>
          {o.label}
        </CheckList.Item>
      ))}
    </CheckList>
  );
}

export const SelArea = observer(function SelArea() {
  const state = useLoader(() => fetchAreas(), []);
  return (
    <PageFrame title="选择区域">
      <Loadable state={state}>
        {(areas) => (
          <Choose
            empty="暂无区域"
            value={d2Draft.area?.id ?? null}
            options={areas.map((a) => ({
              value: a.id,
              label: a.name,
              description: `${a.address} · 空床 ${String(a.buildings.reduce((n, b) => n + b.free_beds, 0))}`,
            }))}
            onPick={(id) => d2Draft.pickArea({ id, name: areas.find((a) => a.id === id)?.name ?? '' })}
          />
        )}
      </Loadable>
    </PageFrame>
  );
});

export const SelBuilding = observer(function SelBuilding() {
  const state = useLoader(() => fetchAreas(), []);
  return (
    <PageFrame title="选择楼栋">
      <Loadable state={state}>
        {(areas) => {
          const buildings = areas.filter((a) => d2Draft.area === null || a.id === d2Draft.area.id).flatMap((a) => a.buildings);
          return (
            <Choose
              empty="请先选择区域"
              value={d2Draft.building?.id ?? null}
              options={buildings.map((b) => ({
                value: b.id,
                label: b.name,
                description: `${String(b.floors)}层 · 空床 ${String(b.free_beds)}`,
              }))}
              onPick={(id) => d2Draft.pickBuilding({ id, name: buildings.find((b) => b.id === id)?.name ?? '' })}
            />
          );
        }}
      </Loadable>
    </PageFrame>
  );
});

export const SelModel = observer(function SelModel() {
  return (
    <PageFrame title="选择房型">
      <Choose
        empty="暂无房型"
        value={d2Draft.model ?? ANY_MODEL}
        options={[ANY_MODEL, ...DORM_ROOM_MODELS].map((m) => ({ value: m, label: m }))}
        onPick={(m) => d2Draft.pickModel(m === ANY_MODEL ? null : m)}
      />
    </PageFrame>
  );
});

export const SelRoom = observer(function SelRoom() {
  const navigate = useNavigate();
  const { area, building, model } = d2Draft;
  return (
    <PageFrame title="选择房间">
      <RoomList
        filter={{
          free_from: d2Draft.startDate || hubToday(),
          ...(area ? { area_id: area.id } : {}),
          ...(building ? { building_id: building.id } : {}),
          ...(model ? { model } : {}),
        }}
        value={d2Draft.room?.id ?? null}
        empty="没有空余床位的房间"
        onPick={(room) => {
          d2Draft.pickRoom({ id: room.id, name: room.label });
          navigate(-1);
        }}
      />
    </PageFrame>
  );
});

export const SelBed = observer(function SelBed() {
  const from = d2Draft.startDate || hubToday();
  const roomId = d2Draft.room?.id ?? null;
  const state = useLoader(async () => (roomId ? fetchRoom(roomId, from) : null), [roomId, from]);
  return (
    <PageFrame title="选择床位">
      <Loadable state={state} empty="请先选择房间">
        {(room) => {
          const free = room.beds.filter((b) => b.free);
          return (
            <Choose
              empty="该房间没有空床"
              value={d2Draft.bed?.id ?? null}
              options={free.map((b) => ({ value: b.id, label: b.label }))}
              onPick={(id) => d2Draft.pickBed({ id, name: free.find((b) => b.id === id)?.label ?? '' })}
            />
          );
        }}
      </Loadable>
    </PageFrame>
  );
});
