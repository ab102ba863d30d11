export { repairModule } from './manifest.ts';
