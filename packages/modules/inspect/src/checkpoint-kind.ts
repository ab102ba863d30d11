import { CHECKPOINT_QR_PREFIX } from '@campus/contracts';
import type { ScanKind } from '@campus/core/routing';

/**
 * The scanner's kind for patrol checkpoints (issue 39): a QR tag holds 'campus-checkpoint:<code>', a
 * Code-128 tag the bare code (spec 9: the code-128 prefix makes it a barcode). No other family reads
 * barcodes yet; one that does (asset tags) registers its own kind and the two split them by pattern.
 * The patrol screen records the scan (`?code=`: the scanner's text, as the server reads it).
 */
export const checkpointKind: ScanKind = {
  kind: 'checkpoint',
  label: '巡检点',
  matches: (code) => code.type === 'barcode' || code.value.trim().toLowerCase().startsWith(CHECKPOINT_QR_PREFIX),
  open: (code) => `/inspect?code=${encodeURIComponent(code.type === 'barcode' ? `CODE_128,${code.value}` : code.value)}`,
};
