export { registerModule } from './manifest.ts';
