import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { Answering } from './answering.ts';
import { aiGuestRoutes } from './guest.ts';
import { aiPersonRoutes } from './routes.ts';
import { AnswerRunner } from './runner.ts';
import { AnswerStore } from './store.ts';

/** The family's routes and its instance state: the answers generated here, ended (stopped) when the server closes. */
export async function aiRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const store = new AnswerStore(() => ctx.handle.db, ctx.now);
  const runner = new AnswerRunner(store, ctx.log);
  await runner.listen(ctx.handle);
  app.addHook('onClose', async () => runner.close());
  const answering = new Answering(ctx, runner, store);
  aiPersonRoutes(app, ctx, answering);
  aiGuestRoutes(app, ctx, answering);
}
