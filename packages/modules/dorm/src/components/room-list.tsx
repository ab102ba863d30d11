/** @jsxImportSource @emotion/react */
/**
 * Rooms as the hub lists them at any size (issue 33): a page at a time through the paged rooms
 * list, narrowed by building in a picker, so a company with thousands of rooms never loads them all.
 */
import { css } from '@emotion/react';
import type { DormRoomSummary } from '@campus/contracts';
import { ListPage, Loadable, useLoader } from '@campus/ui';
import { List, Popup, Selector } from 'antd-mobile';
import { useState } from 'react';
import { fetchAreas, fetchRooms, type RoomFilter } from '../api.ts';
import { yuan } from './common.tsx';
import { PickedText } from './pick-row.tsx';

const ALL_BUILDINGS = 'all';

const styles = {
  popup: css({ height: '75vh', display: 'flex', flexDirection: 'column' }),
  head: css({ padding: '12px 16px 0', fontWeight: 600, fontSize: 16 }),
  buildings: css({ padding: '8px 16px', '--gap': '8px' }),
  scroll: css({ flex: 1, overflowY: 'auto' }),
  picked: css({ color: 'var(--hub-primary-text)', fontWeight: 600 }),
};

/** What a room row says under its label: model, who may live there, free beds and the rent of a bed. */
export const roomFacts = (r: DormRoomSummary): string =>
  `${r.model} · ${r.gender_label} · 空床 ${String(r.free_beds)} · ${yuan(r.price_fen)}/床/月`;

/** The filter as a key: a new filter is another list, started over from page 1. */
const keyOf = (filter: RoomFilter): string => JSON.stringify(Object.entries(filter).sort());

/** One page after another of the rooms the filter lets through; a tap picks one. */
export function RoomList({
  filter,
  value,
  onPick,
  empty,
}: {
  filter: RoomFilter;
  value: string | null;
  onPick: (room: DormRoomSummary) => void;
  empty: string;
}) {
  return (
    <List>
      <ListPage<DormRoomSummary>
        reloadKey={keyOf(filter)}
        load={(page, size) => fetchRooms(filter, page, size)}
        keyOf={(r) => r.id}
        empty={empty}
        renderItem={(r) => (
          <List.Item
            data-testid="room-row"
            aria-current={r.id === value ? 'true' : undefined}
            description={roomFacts(r)}
            extra={r.id === value ? <span css={styles.picked}>已选</span> : null}
            onClick={() => onPick(r)}
          >
            {r.label}
          </List.Item>
        )}
      />
    </List>
  );
}

/**
 * A form field for a room: shows the pick, and opens the rooms of one building at a time (or of
 * all of them) in a popup that closes with the pick. `value` is the room's id.
 */
export function RoomField({
  value,
  onChange,
  filter = {},
  placeholder = '请选择房间',
}: {
  value?: string;
  onChange?: (id: string) => void;
  filter?: RoomFilter;
  placeholder?: string;
}) {
  const [open, setOpen] = useState(false);
  const [label, setLabel] = useState<{ id: string; text: string } | null>(null);
  const [building, setBuilding] = useState(ALL_BUILDINGS);
  const areas = useLoader(() => (open ? fetchAreas() : Promise.resolve(null)), [open]);
  return (
    <>
      <div role="button" tabIndex={0} onClick={() => setOpen(true)} onKeyDown={(e) => e.key === 'Enter' && setOpen(true)}>
        <PickedText text={value && label?.id === value ? label.text : null} placeholder={placeholder} />
      </div>
      <Popup visible={open} onMaskClick={() => setOpen(false)} onClose={() => setOpen(false)} destroyOnClose>
        <div css={styles.popup}>
          <div css={styles.head}>{placeholder}</div>
          <Loadable state={areas}>
            {(list) => (
              <Selector
                css={styles.buildings}
                aria-label="楼栋"
                options={[
                  { value: ALL_BUILDINGS, label: '全部楼栋' },
                  ...list.flatMap((area) =>
                    area.buildings.map((b) => ({ value: b.id, label: list.length > 1 ? `${area.name} ${b.name}` : b.name })),
                  ),
                ]}
                value={[building]}
                // a tap on the chosen building keeps it (the selector would otherwise clear it)
                onChange={(v) => setBuilding(v[0] ?? building)}
              />
            )}
          </Loadable>
          {/* focusable: a keyboard user scrolls the rooms (their rows are buttons without a tab stop of their own) */}
          <div css={styles.scroll} tabIndex={0}>
            <RoomList
              filter={building === ALL_BUILDINGS ? filter : { ...filter, building_id: building }}
              value={value ?? null}
              empty="没有符合条件的房间"
              onPick={(room) => {
                setLabel({ id: room.id, text: room.label });
                onChange?.(room.id);
                setOpen(false);
              }}
            />
          </div>
        </div>
      </Popup>
    </>
  );
}
