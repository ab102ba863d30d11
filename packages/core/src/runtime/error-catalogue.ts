import type { AxiosError, AxiosInstance } from 'axios';
import { showToast } from '../feedback/feedback.ts';
import { planAuthFailure, type AuthFailurePlan } from '../rules/auth-failure.ts';
import { TOAST_DELAY_MS } from '../rules/constants.ts';
import { classifyFailure, type ErrorAction } from '../rules/error-message.ts';
import { localStore } from '../storage/local-store.ts';
import type { Stores } from '../stores/root-store.tsx';

export interface ErrorCatalogueContext {
  stores: Stores;
  currentPath: () => string;
  isPublicPath: (path: string) => boolean;
  navigate: (path: string) => void;
  online: () => boolean;
  /** Waits `ms` then runs `run`; injectable so tests control time. */
  later?: (run: () => void, ms: number) => void;
}

const defaultLater = (run: () => void, ms: number) => void setTimeout(run, ms);

/** Carries out an auth-failure plan (spec 8 AUTH_FAIL / STAFF_WX_AUTH_FAIL). */
export function applyAuthFailure(plan: AuthFailurePlan, context: ErrorCatalogueContext): void {
  const later = context.later ?? defaultLater;
  if (plan.storePath !== null) localStore.set('pathname', plan.storePath);
  context.stores.session.signOut();
  if (plan.resetPermissions) context.stores.permissions.reset();
  const toast = plan.toast;
  if (toast !== null) later(() => void showToast(toast.text), toast.delayMs);
  if (plan.navigateTo !== null) context.navigate(plan.navigateTo);
}

/** What one failed call does on screen (spec 8). */
export function handleFailure(action: ErrorAction, context: ErrorCatalogueContext, silent: boolean): void {
  if (action.kind === 'message') {
    if (!silent) (context.later ?? defaultLater)(() => void showToast(action.text), TOAST_DELAY_MS);
    return;
  }
  const path = context.currentPath();
  const plan = planAuthFailure({
    code: action.code,
    msg: action.msg,
    companyId: context.stores.session.companyId,
    permissionsLoaded: context.stores.permissions.isAuthGetted,
    currentPath: path,
    isPublicPath: context.isPublicPath(path),
    lnLoginType: localStore.get('lnLoginType'),
  });
  applyAuthFailure(plan, context);
}

/** Installs the error catalogue on the axios client: every failed call is classified and shown the spec's way. */
export function installErrorCatalogue(instance: AxiosInstance, context: ErrorCatalogueContext): void {
  instance.interceptors.response.use(undefined, (error: AxiosError) => {
    const response = error.response;
    const action = classifyFailure({
      hasResponse: response !== undefined,
      status: response?.status,
      data: response?.data,
      online: context.online(),
    });
    handleFailure(action, context, error.config?.silent === true);
    return Promise.reject(error);
  });
}
