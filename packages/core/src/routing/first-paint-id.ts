/** Id of index.html's first-paint hero (build/first-paint.ts), taken away by FirstPaintHandoff. */
export const FIRST_PAINT_ID = 'hub-first-paint';
