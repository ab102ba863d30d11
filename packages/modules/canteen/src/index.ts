export { canteenModule } from './manifest.ts';
