import type { AssetSummary } from '@campus/contracts';
import type { PickerOption } from '@campus/ui';
import { makeAutoObservable } from 'mobx';

/** pBorrowApply's draft: kept while pBorrowSelGoods picks the free assets. */
export class BorrowDraft {
  assets: AssetSummary[] = [];
  startDate: string | null = null;
  endDate: string | null = null;
  purpose = '';

  constructor() {
    makeAutoObservable(this);
  }

  setAssets(assets: AssetSummary[]): void {
    this.assets = assets;
  }

  set<K extends 'startDate' | 'endDate'>(key: K, value: string | null): void {
    this[key] = value;
  }

  setPurpose(value: string): void {
    this.purpose = value;
  }

  reset(): void {
    this.assets = [];
    this.startDate = null;
    this.endDate = null;
    this.purpose = '';
  }
}

/** pTransAdd's draft: whose assets (pTransSelectStaff), which (pTransSelect), to whom (pTransSelStaff). */
export class TransferDraft {
  from: PickerOption | null = null;
  assets: AssetSummary[] = [];
  to: PickerOption | null = null;
  reason = '';

  constructor() {
    makeAutoObservable(this);
  }

  /** Another giver: the assets chosen of the previous one no longer apply. */
  setFrom(from: PickerOption | null): void {
    if (from?.id !== this.from?.id) this.assets = [];
    this.from = from;
  }

  setAssets(assets: AssetSummary[]): void {
    this.assets = assets;
  }

  setTo(to: PickerOption | null): void {
    this.to = to;
  }

  setReason(value: string): void {
    this.reason = value;
  }

  reset(): void {
    this.from = null;
    this.assets = [];
    this.to = null;
    this.reason = '';
  }
}

export const borrowDraft = new BorrowDraft();
export const transferDraft = new TransferDraft();
