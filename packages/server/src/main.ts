/**
 * `npm start -w @campus/server`: migrate, seed on first run, serve the API and the bundles.
 * PORT, HOST, DATA_DIR, DATABASE_URL and the rest: see docs/server.md.
 */
import { readConfig } from './platform/config.ts';
import { databaseLabel, startServer } from './platform/start.ts';
import { banner } from './platform/banner.ts';
import { DataDirLockedError } from './platform/db/data-dir-lock.ts';

const config = readConfig();
const started = await startServer(config).catch((err: unknown) => {
  // A second server on the same PGlite folder: say which folder and which process holds it.
  if (err instanceof DataDirLockedError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
});
console.log(
  banner(started.url, started.app.bundles, started.app.context.tenants, databaseLabel(config), {
    demo: config.demoMode,
    initialAdmin: started.initialAdmin,
  }),
);

let exiting = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (exiting) process.exit(1);
    exiting = true;
    started.app.log.info(`${signal}: shutting down`);
    started.stop().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  });
}
