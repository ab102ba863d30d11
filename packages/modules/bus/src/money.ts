import { fenToYuan } from '@campus/contracts';

/** Yuan with two decimals and the currency sign (the server speaks fen). */
export const yuan = (fen: number): string => `¥${fenToYuan(fen)}`;

/** A price as passengers read it: 免费 for a free booking. */
export const priceText = (fen: number): string => (fen === 0 ? '免费' : yuan(fen));
