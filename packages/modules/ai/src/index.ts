export { aiModule } from './manifest.ts';
