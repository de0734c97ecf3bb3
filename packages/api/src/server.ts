// Entry point: read the configuration, migrate, seed, listen, serve the portal build.
import { listen, prepare } from './bootstrap.js';
import { loadConfig } from './config.js';
import { createLogger, logOptionsFrom, type Logger } from './logger.js';

let log: Logger;
try {
  log = createLogger(logOptionsFrom(process.env));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

async function main(): Promise<void> {
  const config = loadConfig();
  const { server } = await prepare(config, log);
  const listening = await listen(server);
  log.info(`LCARS portal listening on ${listening.url}`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) {
      // A second signal while closing: stop now.
      process.exit(1);
    }
    stopping = true;
    log.info(`Received ${signal}, shutting down.`);
    listening.close().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error('Shutdown failed', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  log.error('The LCARS portal could not start.', error);
  process.exit(1);
});
