export { carModule } from './manifest.ts';
