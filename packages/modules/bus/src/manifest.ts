import type { ModuleManifest } from '@campus/core/routing';
import { busRoutes } from './routes.ts';

/** Routes only: no menu keyword, push, stash key or approval view of its own yet. */
export const busModule: ModuleManifest = { ...busRoutes };
