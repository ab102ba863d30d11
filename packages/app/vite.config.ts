import { defineConfig } from 'vite';
import { withFirstScreenGroups } from '../../build/first-screen-groups.ts';
import { createAppConfig } from '../../build/vite-config.ts';

// HUB_TENANT=<type> serves that tenant's skin and defaults in `npm run dev`; builds stay tenant-neutral.
export default defineConfig(({ command }) => {
  const config = createAppConfig({ root: import.meta.dirname, tenantType: process.env.HUB_TENANT });
  return command === 'build' ? withFirstScreenGroups(config) : config;
});
