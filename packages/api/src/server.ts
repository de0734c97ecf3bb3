// Entry point: read the configuration, migrate, seed, listen, serve the portal build.
import { consoleLogger, listen, prepare } from './bootstrap.js';
import { loadConfig } from './config.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const { server } = await prepare(config, consoleLogger);
  const listening = await listen(server);
  consoleLogger.info(`LCARS portal listening on ${listening.url}`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) {
      // A second signal while closing: stop now.
      process.exit(1);
    }
    stopping = true;
    consoleLogger.info(`Received ${signal}, shutting down.`);
    listening.close().then(
      () => process.exit(0),
      (error: unknown) => {
        consoleLogger.error('Shutdown failed', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  consoleLogger.error('The LCARS portal could not start.', error);
  process.exit(1);
});
