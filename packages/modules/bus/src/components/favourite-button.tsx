import { Button, Toast } from 'antd-mobile';
import { StarFill, StarOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { setFavourite } from '../api.ts';
import { TEXT } from '../texts.ts';

/** 收藏 / 取消收藏 a route: an icon button with its name, filled when the route is a favourite. */
export function FavouriteButton({ routeId, on, onChange }: { routeId: string; on: boolean; onChange: (on: boolean) => void }) {
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    setBusy(true);
    try {
      const route = await setFavourite(routeId, !on);
      onChange(route.favourite);
      Toast.show({ content: route.favourite ? TEXT.favourited : TEXT.unfavourited });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      fill="none"
      size="small"
      aria-label={on ? TEXT.unfavourite : TEXT.favourite}
      aria-pressed={on}
      disabled={busy}
      onClick={(e) => {
        e.stopPropagation();
        void toggle();
      }}
      data-testid="favourite"
    >
      {on ? <StarFill color="var(--hub-primary-text)" fontSize={20} /> : <StarOutline fontSize={20} />}
    </Button>
  );
}
