export { dormModule } from './manifest.ts';
