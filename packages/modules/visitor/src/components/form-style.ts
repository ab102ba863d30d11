import type { CSSProperties } from 'react';

/** The label column of the family's horizontal forms: five characters, so a code field keeps room beside its button. */
export const NARROW_LABELS = { '--prefix-width': '5em' } as CSSProperties;
