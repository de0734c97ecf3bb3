// A reconnecting stream's replay and the live events around it (issue #19): each event is written once,
// also when this instance's reader delivers an event the replay already carried after the release (the
// reader lags the replay's direct read of the Redis stream: a notification arrived twice in the cluster test).
import { describe, expect, it } from 'vitest';
import { HeldStream } from './routes.js';
import type { EncodedEvent } from './hub.js';

const event = (id: string): EncodedEvent => ({ id, chunk: Buffer.from(`id: ${id}\n\n`) });
const batch = (...ids: string[]) => {
  const events = ids.map(event);
  return [Buffer.concat(events.map((item) => item.chunk)), events] as const;
};

function held() {
  const written: string[] = [];
  const stream = new HeldStream({
    userId: 1,
    write: (chunk: Buffer) =>
      void written.push(...[...String(chunk).matchAll(/id: (\S+)/g)].map((m) => m[1]!)),
    end: () => undefined,
  });
  return { stream, written };
}

describe('HeldStream', () => {
  it('writes the held events the replay did not carry, in order', () => {
    const { stream, written } = held();
    stream.write(...batch('5-0', '6-0'));
    stream.write(...batch('7-0'));
    stream.release('6-0', false);
    expect(written).toEqual(['7-0']);
  });

  it('drops an event the replay carried that the reader delivers after the release', () => {
    const { stream, written } = held();
    stream.release('6-0', false);
    stream.write(...batch('5-0', '6-0'));
    stream.write(...batch('6-0', '7-0'));
    stream.write(...batch('8-0'));
    expect(written).toEqual(['7-0', '8-0']);
  });

  it('after a resync writes everything it held and gets', () => {
    const { stream, written } = held();
    stream.write(...batch('5-0'));
    stream.release('9-0', true);
    stream.write(...batch('6-0'));
    expect(written).toEqual(['5-0', '6-0']);
  });
});
