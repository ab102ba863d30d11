export { spaceModule } from './manifest.ts';
