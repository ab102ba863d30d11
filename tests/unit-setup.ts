import { composeModules, installModules } from '@campus/core';
import { modules } from '../packages/app/src/modules.ts';
import { setupAntdMobile } from '../packages/core/src/setup/antd-react19.ts';

// Same as the app's entry: antd-mobile's Toast and Dialog need React 19's renderer.
setupAntdMobile();
// Same as the app's entry: the families' tables (push, permissions, approval details) are installed.
const { routes: _routes, ...tables } = composeModules(modules);
installModules(tables);
