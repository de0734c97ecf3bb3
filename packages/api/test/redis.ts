// The machine's Redis for the tests that need one (TEST_REDIS_URL, or 127.0.0.1:6379): those tests are
// skipped, saying so, only when it does not answer.
import { Redis } from 'ioredis';

export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(): Promise<boolean> {
  const client = new Redis(REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    connectTimeout: 1000,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
    return true;
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

export const redisUp = await redisAnswers();
if (!redisUp) console.warn(`Redis does not answer at ${REDIS_URL}: skipping the tests that need Redis.`);
