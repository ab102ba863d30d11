export { canteenModule } from './manifest.tsx';
