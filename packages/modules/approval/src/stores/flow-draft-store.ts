import type { PickerOption } from '@campus/ui';
import { makeAutoObservable, observableRef } from 'mobx';

/** What the user typed into a flow form, as antd-mobile's Form holds it (Date for dates, arrays for selects). */
export type DraftValues = Record<string, unknown>;

/**
 * The flow being filled in (/flowSend/flowSendDetail): the form values, the
 * title and the chosen approvers and departments. The pickers are screens of
 * their own (flowSendSelStaff, flowSendSelDept), so the draft lives here, not in
 * the form, and survives the visit. A different template starts a new draft.
 */
export class FlowDraftStore {
  templateId: string | null = null;
  title = '';
  values: DraftValues = {};
  /** Chosen staff, in the order they approve. */
  approvers: PickerOption[] = [];
  /** Chosen departments: their heads approve after the staff. */
  departments: PickerOption[] = [];

  constructor() {
    makeAutoObservable(this, { values: observableRef, approvers: observableRef, departments: observableRef });
  }

  /** Opens the draft of a template: kept when it is the same template, emptied otherwise. */
  open(templateId: string): void {
    if (this.templateId === templateId) return;
    this.reset();
    this.templateId = templateId;
  }

  setValues(values: DraftValues): void {
    this.values = { ...values };
  }

  setTitle(title: string): void {
    this.title = title;
  }

  setApprovers(approvers: PickerOption[]): void {
    this.approvers = [...approvers];
  }

  setDepartments(departments: PickerOption[]): void {
    this.departments = [...departments];
  }

  removeApprover(id: string): void {
    this.approvers = this.approvers.filter((option) => option.id !== id);
  }

  removeDepartment(id: string): void {
    this.departments = this.departments.filter((option) => option.id !== id);
  }

  reset(): void {
    this.templateId = null;
    this.title = '';
    this.values = {};
    this.approvers = [];
    this.departments = [];
  }
}

export const flowDraft = new FlowDraftStore();
