export { noticeModule } from './manifest.ts';
