import type { ScanKind } from '@campus/core/routing';
import { PATHS, withQuery } from './paths.ts';

/** The query of /assetReceive that opens an asset by its scanned tag (the screen takes it over). */
export const TAG_PARAM = 'tag';

/** An asset's tag as printed (QR or Code-128): 'ZC-', the model's letters, the item's number, e.g. ZC-NB-001. */
const ASSET_TAG = /^ZC-[A-Z0-9]+-[0-9]+$/;

/**
 * The scanner's kind for asset tags (issue 36, split from the checkpoints' barcodes in issue 39): a
 * tag read by the hub's own scanner (/scanCode, 扫码签到) opens the asset on /assetReceive, with the
 * text as the by-tag lookup reads it (a barcode keeps its 'CODE_128,' prefix).
 */
export const assetTagKind: ScanKind = {
  kind: 'assetTag',
  label: '资产标签',
  examples: ['ZC-NB-001', 'CODE_128,ZC-PJ-002'],
  // as the server looks tags up: exactly, around spaces
  matches: (code) => ASSET_TAG.test(code.value.trim()),
  open: (code) => withQuery(PATHS.assets, TAG_PARAM, `${code.type === 'barcode' ? 'CODE_128,' : ''}${code.value.trim()}`),
};
