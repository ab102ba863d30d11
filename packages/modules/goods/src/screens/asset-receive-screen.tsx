/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { AssetDetail } from '@campus/contracts';
import { EntryGrid, FieldErrorText, Loadable, loadErrorText, NamedNavBar, PageFrame, SectionCard, useLoader } from '@campus/ui';
import { Button, ErrorBlock, Input, List, Popup } from 'antd-mobile';
import { AddCircleOutline, ClockCircleOutline, ScanningOutline, SendOutline } from 'antd-mobile-icons';
import { useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { fetchAsset, fetchAssetByTag, fetchMyAssets } from '../api.ts';
import { AssetDetailView } from '../components/asset-detail.tsx';
import { AssetRequestForm } from '../components/asset-request.tsx';
import { AssetRow } from '../components/asset-row.tsx';
import { TAG_PARAM } from '../asset-tag-kind.ts';
import { PATHS, withId } from '../paths.ts';
import { scanCode } from '../scan.ts';

const styles = {
  body: css({ display: 'flex', flexDirection: 'column', gap: 10 }),
  row: css({ display: 'flex', gap: 8, alignItems: 'center' }),
  input: css({ flex: 1, border: '1px solid var(--adm-color-border)', borderRadius: 6, padding: '4px 10px' }),
  popup: css({ height: '100%', overflowY: 'auto', background: 'var(--hub-page-background)', paddingBottom: 24 }),
  bar: css({ background: 'var(--adm-color-background)', borderBottom: '1px solid var(--adm-color-border)' }),
};

const ENTRIES = [
  { label: '资产借用', path: PATHS.borrow, icon: <ClockCircleOutline /> },
  { label: '资产调拨', path: PATHS.trans, icon: <SendOutline /> },
  { label: '申请领用', path: `${PATHS.assets}?request=1`, icon: <AddCircleOutline /> },
];

/** A full-screen sheet over the screen (it unmounts with it). */
function Sheet({ title, visible, onClose, children }: { title: string; visible: boolean; onClose: () => void; children: ReactNode }) {
  return (
    <Popup visible={visible} onClose={onClose} position="right" destroyOnClose bodyStyle={{ width: '100vw', height: '100%' }}>
      <div css={styles.popup}>
        <NamedNavBar css={styles.bar} onBack={onClose}>
          {title}
        </NamedNavBar>
        {children}
      </div>
    </Popup>
  );
}

/**
 * 资产管理 (/assetReceive, menu 资产领用): what I hold for long-term use and what I borrowed with
 * due dates (已逾期 once past), a scanned or typed tag opens the asset (`?tag=` from the hub's scanner too), a request for one for
 * long-term use, and the ways to borrowing (pBorrow) and transfer (pTrans) it authorises.
 */
export default function AssetReceiveScreen() {
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const mine = useLoader(fetchMyAssets, []);
  const [tag, setTag] = useState(() => search.get(TAG_PARAM)?.trim() ?? '');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [asset, setAsset] = useState<AssetDetail | null>(null);
  const requesting = search.get('request') === '1';
  // a tag read by the hub's scanner (/scanCode) opens its asset
  const scannedTag = search.get(TAG_PARAM)?.trim() || null;

  const openTag = async (text: string) => {
    setBusy(true);
    setMessage(null);
    try {
      setAsset(await fetchAssetByTag(text.trim()));
    } catch (error) {
      setMessage(loadErrorText(error));
    } finally {
      setBusy(false);
    }
  };
  const openAsset = async (id: string) => {
    try {
      setAsset(await fetchAsset(id));
    } catch (error) {
      setMessage(loadErrorText(error));
    }
  };
  const scanned = useLoader(async () => (scannedTag === null ? null : fetchAssetByTag(scannedTag)), [scannedTag]);
  const shown = asset ?? scanned.data ?? null;
  const scanFailure = scannedTag !== null && scanned.error !== undefined ? loadErrorText(scanned.error) : null;
  const closeAsset = () => {
    setAsset(null);
    if (scannedTag !== null) setSearch({}, { replace: true });
  };
  const scan = async () => {
    const text = await scanCode();
    if (text !== null) await openTag(text);
  };

  return (
    <PageFrame title="资产管理">
      <SectionCard title="扫码查看资产">
        <div css={styles.body}>
          <Button block color="primary" loading={busy} onClick={() => void scan()}>
            <ScanningOutline /> 扫描资产标签
          </Button>
          <div css={styles.row}>
            <Input
              css={styles.input}
              aria-label="资产标签"
              placeholder="或输入资产标签，如 ZC-NB-001"
              value={tag}
              onChange={(v) => {
                setTag(v);
                setMessage(null);
              }}
              onEnterPress={() => tag.trim() !== '' && void openTag(tag)}
              maxLength={200}
              clearable
            />
            <Button color="primary" fill="outline" disabled={tag.trim() === '' || busy} onClick={() => void openTag(tag)}>
              查看
            </Button>
          </div>
          <FieldErrorText message={message ?? scanFailure} />
        </div>
      </SectionCard>
      <EntryGrid entries={ENTRIES} label="资产服务" />
      <Loadable state={mine}>
        {(m) => (
          <>
            <List mode="card" header={`我持有的资产（${String(m.held.length)}）`}>
              {m.held.length === 0 ? (
                <ErrorBlock status="empty" title="暂无持有的资产" description={null} />
              ) : (
                m.held.map((a) => <AssetRow key={a.id} asset={a} onClick={() => void openAsset(a.id)} />)
              )}
            </List>
            <List mode="card" header={`我借用的资产（${String(m.borrowed.length)}）`}>
              {m.borrowed.length === 0 ? (
                <ErrorBlock status="empty" title="暂无借用的资产" description={null} />
              ) : (
                m.borrowed.map((a) => (
                  <AssetRow
                    key={a.id}
                    asset={a}
                    onClick={() => (a.borrow_order_id ? navigate(withId(PATHS.borrowDetail, a.borrow_order_id)) : void openAsset(a.id))}
                  />
                ))
              )}
            </List>
          </>
        )}
      </Loadable>
      <Sheet title="资产详情" visible={shown !== null} onClose={closeAsset}>
        {shown && (
          <AssetDetailView
            asset={shown}
            onChanged={(next) => {
              setAsset(next);
              void mine.reload();
            }}
          />
        )}
      </Sheet>
      <Sheet title="申请领用资产" visible={requesting} onClose={() => setSearch({}, { replace: true })}>
        <AssetRequestForm />
      </Sheet>
    </PageFrame>
  );
}
