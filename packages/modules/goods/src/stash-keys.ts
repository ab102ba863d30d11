/** Stash keys of spec 3 (the names are the storage format: never rename them). */
export const STASH = {
  approvalBorrow: '_approvalPBorrowOrder',
  approvalConsume: '_approvalConsumeData',
  borrow: '_pBorrowOrderId',
} as const;
