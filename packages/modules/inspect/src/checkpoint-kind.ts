import { CHECKPOINT_QR_PREFIX, CHECKPOINT_TAG_PATTERN } from '@campus/contracts';
import type { ScanKind } from '@campus/core/routing';

type ScanResult = Parameters<ScanKind['matches']>[0];

/** A barcode's text as the server stores a checkpoint's code: no spaces, upper case. */
const barcodeCode = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

const isCheckpoint = (code: ScanResult): boolean =>
  code.type === 'barcode'
    ? CHECKPOINT_TAG_PATTERN.test(barcodeCode(code.value))
    : code.value.trim().toLowerCase().startsWith(CHECKPOINT_QR_PREFIX);

/**
 * The scanner's kind for patrol checkpoints (issue 39): a QR tag holds 'campus-checkpoint:<code>', a
 * Code-128 tag the bare code (spec 9: the code-128 prefix makes it a barcode), and only a code of the
 * checkpoints' own form (CP-A01): other families' barcodes, asset tags among them, are theirs.
 * The patrol screen records the scan (`?code=`: the scanner's text, as the server reads it).
 */
export const checkpointKind: ScanKind = {
  kind: 'checkpoint',
  label: '巡检点',
  examples: ['campus-checkpoint:CP-A01', 'CODE_128,CP-A01', 'CODE_128,cp-b02'],
  matches: isCheckpoint,
  open: (code) => `/inspect?code=${encodeURIComponent(code.type === 'barcode' ? `CODE_128,${code.value}` : code.value)}`,
};
