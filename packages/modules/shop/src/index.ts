export { shopModule } from './manifest.ts';
