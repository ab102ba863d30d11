export { busModule } from './manifest.ts';
