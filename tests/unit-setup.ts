import { cleanup } from '@testing-library/react';
import { Dialog, Modal, Toast } from 'antd-mobile';
import { afterAll, vi } from 'vitest';
import { composeModules, installModules } from '@campus/core';
import { modules } from '../packages/app/src/modules.ts';
import { setupAntdMobile } from '../packages/core/src/setup/antd-react19.ts';

// Same as the app's entry: antd-mobile's Toast and Dialog need React 19's renderer.
setupAntdMobile();
// Same as the app's entry: the families' tables (push, permissions, approval details) are installed.
const { routes: _routes, ...tables } = composeModules(modules);
installModules(tables);

// Files of the shared project run one after another in one window: none may see another's leftovers
// (files that fake timers or replace modules run isolated, see vitest.config.ts).
afterAll(() => {
  cleanup();
  // antd keeps its one toast (and its dialogs) in module state: one left open would take the next
  // file's toast into a container the body no longer holds
  Toast.clear();
  Dialog.clear();
  Modal.clear();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  window.location.hash = '';
  document.body.innerHTML = '';
});
