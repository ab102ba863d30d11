export { inspectModule } from './manifest.ts';
