/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { carMessages, type CarPlaceInput } from '@campus/contracts';
import { Loadable, PageFrame, useLoader } from '@campus/ui';
import { Button, ErrorBlock, Form, Input, List, SearchBar } from 'antd-mobile';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { fetchPlaces } from '../api.ts';
import { draftOf, type DraftKey, type PlaceField } from '../draft-store.ts';
import { TEXT } from '../texts.ts';
import { titleOf } from '../titles.ts';

const styles = {
  hint: css({ fontSize: 12, color: 'var(--adm-color-text-secondary)', padding: '8px 16px 0', lineHeight: 1.6 }),
  search: css({ padding: '12px 12px 0' }),
  actions: css({ padding: '0 12px 16px', display: 'flex', flexDirection: 'column', gap: 8 }),
};

const DRAFTS: readonly DraftKey[] = ['v2', 'trip', 'daily', 'driving', 'modify'];

/**
 * Every location picker (selectLocation, selectLocationV3, selDailyLocationV3, drivingSelLocation,
 * selectLocationTrip): `?form=` names the application (or change) it fills, `?field=` from or to.
 * The company's saved places, searchable, or a place typed with its address. No map tile server is
 * configured, so the route is text: what is picked goes back to the form as name and address.
 */
export default function SelectLocationScreen() {
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const key = (DRAFTS as readonly string[]).includes(search.get('form') ?? '') ? (search.get('form') as DraftKey) : null;
  const field: PlaceField = search.get('field') === 'to' ? 'to' : 'from';
  const places = useLoader(() => fetchPlaces(), []);
  const [keyword, setKeyword] = useState('');
  const [typed] = Form.useForm<{ name: string; address: string }>();
  const name = location.pathname.split('/').pop() ?? 'selectLocation';
  const optional = field === 'to' && key !== null && key !== 'v2' && key !== 'trip';

  const choose = (place: CarPlaceInput | null) => {
    if (key !== null) draftOf(key).setPlace(field, place);
    navigate(-1);
  };

  if (key === null)
    return (
      <PageFrame title={titleOf(name)}>
        <ErrorBlock status="empty" title="请从用车申请中选择地点" description={null} />
      </PageFrame>
    );
  const shown = (places.data ?? []).filter((p) => keyword === '' || p.name.includes(keyword) || p.address.includes(keyword));
  return (
    <PageFrame title={titleOf(name)}>
      <div css={styles.hint}>{TEXT.noMap}</div>
      <div css={styles.search}>
        <SearchBar placeholder={TEXT.searchPlace} value={keyword} onChange={setKeyword} aria-label={TEXT.searchPlace} />
      </div>
      <Loadable state={places}>
        {() => (
          <List mode="card" header={TEXT.savedPlaces}>
            {shown.length === 0 && <List.Item>{TEXT.noData}</List.Item>}
            {shown.map((p) => (
              <List.Item
                key={p.id}
                description={p.address}
                onClick={() => choose({ name: p.name, address: p.address })}
                data-testid="saved-place"
              >
                {p.name}
              </List.Item>
            ))}
          </List>
        )}
      </Loadable>
      <Form
        form={typed}
        mode="card"
        initialValues={{ name: keyword, address: '' }}
        onFinish={(v) => choose({ name: v.name.trim(), address: (v.address ?? '').trim() })}
        footer={
          <Button block type="submit" color="primary">
            {TEXT.useTyped}
          </Button>
        }
      >
        <Form.Header>{TEXT.typedPlace}</Form.Header>
        <Form.Item name="name" label={TEXT.placeName} rules={[{ required: true, whitespace: true, message: carMessages.placeName }]}>
          <Input placeholder={TEXT.placeNamePlaceholder} maxLength={40} clearable />
        </Form.Item>
        <Form.Item name="address" label={TEXT.placeAddress}>
          <Input placeholder={TEXT.placeAddressPlaceholder} maxLength={120} clearable />
        </Form.Item>
      </Form>
      {optional && (
        <div css={styles.actions}>
          <Button block onClick={() => choose(null)}>
            {TEXT.clearPlace}
          </Button>
        </div>
      )}
    </PageFrame>
  );
}
