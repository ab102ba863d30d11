import { setupAntdMobile } from '../packages/core/src/setup/antd-react19.ts';

// Same as the app's entry: antd-mobile's Toast and Dialog need React 19's renderer.
setupAntdMobile();
