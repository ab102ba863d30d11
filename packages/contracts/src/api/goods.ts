/**
 * Goods and assets (issue 36): materials, consumables, kits and assets with borrow and transfer. The
 * contracts are split by topic; this file gathers them (one line in the contracts index).
 */
export * from './goods-common.ts';
export * from './goods-catalog.ts';
export * from './goods-orders.ts';
export * from './goods-assets.ts';
export * from './goods-borrow.ts';
export * from './goods-transfer.ts';
