/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { MenuItem } from '@campus/contracts';
import { showToast } from '@campus/core';
import { FieldErrorText, LoadFailedBlock, LoadingBlock, useLoader, keepDates } from '@campus/ui';
import { Button, ErrorBlock, Input, List, Picker } from 'antd-mobile';
import { useState } from 'react';
import { addMenuItem, fetchDishes, fetchMenu, updateStock } from '../api.ts';
import { TEXT } from '../texts.ts';
import { refusal } from './refusal.ts';
import type { StaffFilter } from './staff-filters.tsx';

const styles = {
  row: css({ display: 'flex', alignItems: 'center', gap: 8 }),
  input: css({ width: 72, border: '1px solid var(--adm-color-border)', borderRadius: 6, padding: '4px 8px' }),
  add: css({ padding: 12, display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }),
};

function StockRow({ item, onSaved }: { item: MenuItem; onSaved: () => void }) {
  const [stock, setStock] = useState(String(item.stock));
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const save = async () => {
    setBusy(true);
    setMessage(null);
    try {
      await updateStock(item.id, Number(stock));
      void showToast(TEXT.saved, { icon: 'success' });
      onSaved();
    } catch (error) {
      setMessage(refusal(error));
    } finally {
      setBusy(false);
    }
  };
  const changed = stock !== String(item.stock) && /^\d{1,4}$/.test(stock);
  return (
    <List.Item
      data-testid="stock-row"
      description={
        <>
          {TEXT.sold(item.sold, item.stock)}
          <FieldErrorText message={message} />
        </>
      }
      extra={
        <span css={styles.row}>
          <Input
            css={styles.input}
            aria-label={`${item.name}${TEXT.stock}`}
            inputMode="numeric"
            value={stock}
            onChange={setStock}
            maxLength={4}
          />
          <Button size="small" color="primary" fill="outline" loading={busy} disabled={!changed} onClick={() => void save()}>
            {TEXT.save}
          </Button>
        </span>
      }
    >
      {item.name}
    </List.Item>
  );
}

/** The day's menu of a canteen and period with its stock: set the portions offered, put another dish on it. */
export function StockPanel({ filter }: { filter: StaffFilter }) {
  const menu = useLoader(() => fetchMenu(filter.canteenId, filter.date), [filter.canteenId, filter.date]);
  const dishes = useLoader(() => fetchDishes(filter.canteenId), [filter.canteenId]);
  const [pickOpen, setPickOpen] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const period = menu.data?.periods.find((p) => p.code === filter.period);
  const onMenu = new Set(period?.items.map((i) => i.dish_id));
  // unknown until the dishes have loaded: "no dish to add" would be a claim the screen cannot make yet
  const addable = dishes.data?.filter((d) => !onMenu.has(d.id));

  const add = async (dishId: string) => {
    setMessage(null);
    try {
      await addMenuItem({ canteen_id: filter.canteenId, date: filter.date, period: filter.period, dish_id: dishId, stock: 20 });
      void menu.reload();
    } catch (error) {
      setMessage(refusal(error));
    }
  };

  if (!menu.data)
    return menu.error !== undefined ? <LoadFailedBlock error={menu.error} onRetry={() => void menu.reload()} /> : <LoadingBlock />;
  return (
    <>
      {period && period.items.length > 0 ? (
        <List mode="card" header={keepDates(`${period.name} ${TEXT.serving(period.serve_start, period.serve_end)}`)}>
          {period.items.map((item) => (
            <StockRow key={`${item.id}-${String(item.stock)}-${String(item.sold)}`} item={item} onSaved={() => void menu.reload()} />
          ))}
        </List>
      ) : (
        <ErrorBlock status="empty" title={TEXT.noMenu} description={null} />
      )}
      <div css={styles.add}>
        <Button
          color="primary"
          fill="outline"
          loading={addable === undefined && dishes.error === undefined}
          loadingText={TEXT.addDish}
          disabled={addable === undefined || addable.length === 0}
          onClick={() => setPickOpen(true)}
        >
          {addable?.length === 0 ? TEXT.noDishes : TEXT.addDish}
        </Button>
      </div>
      <FieldErrorText message={message} />
      <Picker
        title={TEXT.chooseAddDish}
        visible={pickOpen}
        columns={[(addable ?? []).map((d) => ({ value: d.id, label: d.name }))]}
        onClose={() => setPickOpen(false)}
        onConfirm={(v) => {
          const id = v[0];
          if (typeof id === 'string') void add(id);
        }}
      />
    </>
  );
}
