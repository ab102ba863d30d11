export { accountModule } from './manifest.ts';
