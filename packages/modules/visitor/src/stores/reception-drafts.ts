import type { ReceptionGuest } from '@campus/contracts';
import type { PickerOption } from '@campus/ui';
import { makeAutoObservable, observableRef } from 'mobx';

/** What the new-reception form holds between its screens (the host pickers are screens of their own). */
export interface ReceptionFormValues {
  title?: string;
  guest_company?: string;
  place?: string;
  start_date?: string;
  end_date?: string;
  budget?: string;
  contact_name?: string;
  contact_phone?: string;
  remark?: string;
}

/** A task being written (a preparation item, the main task, a child task). */
export interface TaskDraftValues {
  title?: string;
  content?: string;
  due_time?: string;
}

/** Who a picker screen is choosing for. */
export type PickTarget = 'hosts' | 'assignees' | 'viewers' | 'arrangers';

/**
 * The reception drafts: the forms whose people are picked on screens of their own
 * (receptionSelStaff, receptionEditPrepareSelStaff, receptionECSelStaffs, receptionAuthSelStaff)
 * keep what was typed here, so going to a picker and back loses nothing. A different reception or
 * task starts its draft over.
 */
export class ReceptionDrafts {
  form: ReceptionFormValues = {};
  guests: ReceptionGuest[] = [{ name: '' }];
  hosts: PickerOption[] = [];
  clientKey: string | null = null;

  /** `${receptionId}/${kind}/${taskId or 'new'}` of the task draft. */
  taskKey: string | null = null;
  task: TaskDraftValues = {};
  assignees: PickerOption[] = [];

  /** The reception whose viewers and arrangers are being edited. */
  authFor: string | null = null;
  viewers: PickerOption[] = [];
  arrangers: PickerOption[] = [];

  /** The fee being added: its reception and the task it is for. */
  feeFor: string | null = null;
  feeTask: { id: string; title: string } | null = null;
  /** The fee form's typed values (name, amount, photo, remark). */
  feeValues: Record<string, unknown> = {};
  feeClientKey: string | null = null;

  constructor() {
    makeAutoObservable(this, {
      form: observableRef,
      guests: observableRef,
      hosts: observableRef,
      task: observableRef,
      assignees: observableRef,
      viewers: observableRef,
      arrangers: observableRef,
      feeTask: observableRef,
      feeValues: observableRef,
    });
  }

  setForm(values: ReceptionFormValues): void {
    this.form = { ...this.form, ...values };
  }

  setGuests(guests: ReceptionGuest[]): void {
    this.guests = guests.map((g) => ({ ...g }));
  }

  setClientKey(key: string): void {
    this.clientKey = key;
  }

  resetReception(): void {
    this.form = {};
    this.guests = [{ name: '' }];
    this.hosts = [];
    this.clientKey = null;
  }

  /** Opens the draft of a task: kept for the same one, else started from `initial`. Answers whether it was new. */
  openTask(key: string, initial: TaskDraftValues, assignees: PickerOption[]): boolean {
    if (this.taskKey === key) return false;
    this.taskKey = key;
    this.task = { ...initial };
    this.assignees = [...assignees];
    return true;
  }

  setTask(values: TaskDraftValues): void {
    this.task = { ...this.task, ...values };
  }

  closeTask(): void {
    this.taskKey = null;
    this.task = {};
    this.assignees = [];
  }

  /** Opens the viewers and arrangers of a reception: kept for the same one, else taken from the server's. */
  openAuth(receptionId: string, viewers: PickerOption[], arrangers: PickerOption[]): void {
    if (this.authFor === receptionId) return;
    this.authFor = receptionId;
    this.viewers = [...viewers];
    this.arrangers = [...arrangers];
  }

  closeAuth(): void {
    this.authFor = null;
    this.viewers = [];
    this.arrangers = [];
  }

  openFee(receptionId: string): void {
    if (this.feeFor === receptionId) return;
    this.feeFor = receptionId;
    this.feeTask = null;
    this.feeValues = {};
    this.feeClientKey = null;
  }

  setFeeValues(values: Record<string, unknown>): void {
    this.feeValues = { ...this.feeValues, ...values };
  }

  setFeeClientKey(key: string): void {
    this.feeClientKey = key;
  }

  setFeeTask(task: { id: string; title: string } | null): void {
    this.feeTask = task;
  }

  closeFee(): void {
    this.feeFor = null;
    this.feeTask = null;
    this.feeValues = {};
    this.feeClientKey = null;
  }

  people(target: PickTarget): PickerOption[] {
    return this[target];
  }

  setPeople(target: PickTarget, people: PickerOption[]): void {
    this[target] = [...people];
  }

  removePerson(target: PickTarget, id: string): void {
    this[target] = this[target].filter((p) => p.id !== id);
  }
}

export const receptionDrafts = new ReceptionDrafts();
