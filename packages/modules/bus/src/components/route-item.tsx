/** @jsxImportSource @emotion/react */
import type { BusRouteSummary } from '@campus/contracts';
import { List } from 'antd-mobile';
import { priceText } from '../money.ts';
import { TEXT } from '../texts.ts';
import { FavouriteButton } from './favourite-button.tsx';
import { s } from './styles.ts';

/** One route in a list: its ends, the next trip with the seats left, the price; a shuttle route can be a favourite. */
export function RouteItem({
  route,
  onOpen,
  onFavourite,
}: {
  route: BusRouteSummary;
  onOpen: () => void;
  onFavourite?: (on: boolean) => void;
}) {
  const next = route.next_trip;
  return (
    <List.Item
      onClick={onOpen}
      data-testid="route-item"
      extra={onFavourite ? <FavouriteButton routeId={route.id} on={route.favourite} onChange={onFavourite} /> : undefined}
      description={
        <div css={s.sub}>
          <div>
            {route.from} → {route.to} · {route.stop_count}站
          </div>
          <div>
            {next
              ? `${TEXT.nextTrip} ${next.day_label} ${next.time} · ${next.seats_left > 0 ? TEXT.seatsLeft(next.seats_left) : TEXT.soldOut}`
              : TEXT.noTrip}
          </div>
        </div>
      }
    >
      <span css={s.line}>
        <span css={s.strong}>{route.name}</span>
        <span css={s.price}>{priceText(route.price_fen)}</span>
      </span>
    </List.Item>
  );
}
