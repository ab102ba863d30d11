import { makeAutoObservable } from 'mobx';
import type { AuthData } from '@campus/contracts';
import { localStore } from '../storage/local-store.ts';

/** The logged-in staff: token and auth data mirrored from local storage. */
export class SessionStore {
  token: string | null = localStore.get('token');
  auth: AuthData | null = localStore.getAuth<AuthData>();
  /** Private-company mode (company id starting with b, spec 4). */
  privateCompanyMode = false;
  /** False until the start-up decision of spec 4 has been carried out; the route guard waits for it. */
  startupSettled = false;

  constructor() {
    makeAutoObservable(this);
  }

  get isAuthenticated(): boolean {
    return this.token !== null && this.auth !== null;
  }

  get companyId(): string | null {
    return this.auth?.company_id ?? localStore.get('company_id');
  }

  signIn(auth: AuthData): void {
    localStore.set('token', auth.token);
    localStore.setAuth(auth);
    localStore.set('company_id', auth.company_id);
    this.token = auth.token;
    this.auth = auth;
  }

  /** Replaces the staff record but keeps the token (spec 7 "Load staff record"). */
  updateAuth(auth: AuthData): void {
    localStore.setAuth(auth);
    this.auth = auth;
  }

  settleStartup(): void {
    this.startupSettled = true;
  }

  setPrivateCompanyMode(on: boolean): void {
    this.privateCompanyMode = on;
  }

  /** Re-reads storage, e.g. after another tab or the start-up flow changed it. */
  reload(): void {
    this.token = localStore.get('token');
    this.auth = localStore.getAuth<AuthData>();
  }

  signOut(): void {
    localStore.clearLogin();
    this.token = null;
    this.auth = null;
  }
}
