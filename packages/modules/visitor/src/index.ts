export { visitorModule } from './manifest.ts';
