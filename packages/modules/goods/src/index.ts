export { goodsModule } from './manifest.ts';
