export { approvalModule } from './manifest.ts';
