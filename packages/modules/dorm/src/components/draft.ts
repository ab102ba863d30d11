/**
 * The move-in / change form's choices while the user walks the pickers (d2SelArea -> d2SelBuilding
 * -> d2SelModel -> d2SelRoom -> d2SelBed) and comes back: one observable draft, cleared after submit.
 */
import { makeAutoObservable } from 'mobx';

export interface Picked {
  id: string;
  name: string;
}

class D2Draft {
  startDate = '';
  area: Picked | null = null;
  building: Picked | null = null;
  model: string | null = null;
  room: Picked | null = null;
  bed: Picked | null = null;
  /** The form's own fields, kept while the pickers are open (the form remounts when the user comes back). */
  fields: { gender?: 'male' | 'female'; remark?: string; reason?: string } = {};

  constructor() {
    makeAutoObservable(this);
  }

  setStartDate(date: string): void {
    if (date === this.startDate) return;
    this.startDate = date;
    this.room = null;
    this.bed = null;
  }
  /** Choosing a level clears the levels below it. */
  pickArea(area: Picked): void {
    this.area = area;
    this.building = null;
    this.room = null;
    this.bed = null;
  }
  pickBuilding(building: Picked): void {
    this.building = building;
    this.room = null;
    this.bed = null;
  }
  pickModel(model: string | null): void {
    this.model = model;
    this.room = null;
    this.bed = null;
  }
  pickRoom(room: Picked): void {
    this.room = room;
    this.bed = null;
  }
  pickBed(bed: Picked): void {
    this.bed = bed;
  }
  /** A room chosen elsewhere (a suite): area, building and room at once. */
  preset(area: Picked, building: Picked, model: string, room: Picked): void {
    this.area = area;
    this.building = building;
    this.model = model;
    this.room = room;
    this.bed = null;
  }
  keepFields(fields: { gender?: 'male' | 'female'; remark?: string; reason?: string }): void {
    this.fields = { ...this.fields, ...fields };
  }
  clear(): void {
    this.fields = {};
    this.startDate = '';
    this.area = null;
    this.building = null;
    this.model = null;
    this.room = null;
    this.bed = null;
  }
}

export const d2Draft = new D2Draft();
