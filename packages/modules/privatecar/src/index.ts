export { privatecarModule } from './manifest.ts';
