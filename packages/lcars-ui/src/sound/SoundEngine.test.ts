import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_SUSPEND_MS, MUTE_STORAGE_KEY, SoundEngine, type AudioContextLike } from './SoundEngine';
import { MAX_VOLUME, MIN_VOLUME, sounds, SoundType, soundTypes } from './sounds';

type Call = [method: string, value: number, time: number];

/** A fake AudioContext that records what the engine schedules. */
class FakeContext implements AudioContextLike {
  currentTime = 10;
  state: AudioContextState = 'running';
  destination = { connect: vi.fn(), disconnect: vi.fn() };
  oscillators: FakeOscillator[] = [];
  gains: FakeGain[] = [];
  resume = vi.fn(() => {
    this.state = 'running';
    return Promise.resolve();
  });
  suspend = vi.fn(() => {
    this.state = 'suspended';
    return Promise.resolve();
  });
  close = vi.fn(() => {
    this.state = 'closed';
    return Promise.resolve();
  });
  createOscillator() {
    const oscillator = new FakeOscillator();
    this.oscillators.push(oscillator);
    return oscillator;
  }
  createGain() {
    const gain = new FakeGain();
    this.gains.push(gain);
    return gain;
  }
}

class FakeParam {
  calls: Call[] = [];
  setValueAtTime(value: number, time: number) {
    this.calls.push(['set', value, time]);
  }
  linearRampToValueAtTime(value: number, time: number) {
    this.calls.push(['linear', value, time]);
  }
  exponentialRampToValueAtTime(value: number, time: number) {
    this.calls.push(['exponential', value, time]);
  }
}

class FakeOscillator {
  type: OscillatorType = 'sine';
  frequency = new FakeParam();
  started: number | undefined;
  stopped: number | undefined;
  onended: ((event: Event) => unknown) | null = null;
  connect = vi.fn();
  disconnect = vi.fn();
  start(when?: number) {
    this.started = when;
  }
  stop(when?: number) {
    this.stopped = when ?? -1;
  }
}

class FakeGain {
  gain = new FakeParam();
  connect = vi.fn();
  disconnect = vi.fn();
}

class MemoryStorage {
  values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
}

function setup(storage = new MemoryStorage()) {
  const contexts: FakeContext[] = [];
  const engine = new SoundEngine({
    storage,
    createContext: () => {
      const context = new FakeContext();
      contexts.push(context);
      return context;
    },
  });
  return { engine, contexts, storage, context: () => contexts[0]! };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('SoundEngine', () => {
  it('defines the sound types 1-4, 20 and 50 within volumes 0.1 to 0.4', () => {
    expect([...soundTypes].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 20, 50]);
    for (const type of soundTypes) {
      expect(sounds[type].volume).toBeGreaterThanOrEqual(MIN_VOLUME);
      expect(sounds[type].volume).toBeLessThanOrEqual(MAX_VOLUME);
    }
  });

  it('stays silent until a user gesture unlocks audio', () => {
    const { engine, contexts } = setup();
    engine.play(SoundType.Beep);
    expect(contexts).toHaveLength(0);
    engine.unlock();
    expect(engine.unlocked).toBe(true);
    engine.play(SoundType.Beep);
    expect(contexts[0]!.oscillators).toHaveLength(1);
  });

  it('schedules each note at the context time with an envelope peaking at the volume', () => {
    const { engine, context } = setup();
    engine.unlock();
    engine.play(SoundType.Chirp);
    const [first, second] = context().oscillators;
    expect(first!.started).toBe(10);
    expect(first!.stopped).toBeCloseTo(10.07);
    expect(second!.started).toBeCloseTo(10.08);
    expect(first!.frequency.calls[0]).toEqual(['set', 1046, 10]);
    const envelope = context().gains[0]!.gain.calls;
    expect(envelope.map(([method]) => method)).toEqual(['set', 'linear', 'set', 'exponential']);
    expect(envelope[1]![1]).toBe(sounds[SoundType.Chirp].volume);
  });

  it('clamps volumes to 0.1..0.4', () => {
    const { engine, context } = setup();
    engine.unlock();
    engine.play(SoundType.Beep, { volume: 2 });
    engine.play(SoundType.Beep, { volume: 0 });
    expect(context().gains[0]!.gain.calls[1]![1]).toBe(0.4);
    expect(context().gains[1]!.gain.calls[1]![1]).toBe(0.1);
  });

  it('sweeps the klaxon upwards and loops it until stopped', () => {
    const { engine, context } = setup();
    engine.unlock();
    engine.startLoop(SoundType.Klaxon);
    const klaxon = sounds[SoundType.Klaxon];
    expect(context().oscillators).toHaveLength(1);
    expect(context().oscillators[0]!.type).toBe('sawtooth');
    expect(context().oscillators[0]!.frequency.calls[1]![0]).toBe('linear');
    vi.advanceTimersByTime(klaxon.length * 1000);
    vi.advanceTimersByTime(klaxon.length * 1000);
    expect(context().oscillators).toHaveLength(3);
    engine.stopLoop();
    expect(context().oscillators.every((oscillator) => oscillator.stopped !== undefined)).toBe(true);
    vi.advanceTimersByTime(klaxon.length * 5000);
    expect(context().oscillators).toHaveLength(3);
    expect(engine.loop).toBeNull();
  });

  it('remembers a loop requested before unlock and starts it on the gesture', () => {
    const { engine, context } = setup();
    engine.startLoop(SoundType.Klaxon);
    expect(engine.loop).toBe(SoundType.Klaxon);
    engine.unlock();
    expect(context().oscillators).toHaveLength(1);
  });

  it('persists mute under mute-sound, silences while muted and resumes the loop on unmute', () => {
    const storage = new MemoryStorage();
    const { engine, context } = setup(storage);
    engine.unlock();
    engine.startLoop();
    engine.setMuted(true);
    expect(storage.getItem(MUTE_STORAGE_KEY)).toBe('true');
    expect(context().oscillators[0]!.stopped).toBe(-1);
    engine.play(SoundType.Beep);
    vi.advanceTimersByTime(5000);
    expect(context().oscillators).toHaveLength(1);
    engine.setMuted(false);
    expect(storage.getItem(MUTE_STORAGE_KEY)).toBe('false');
    expect(context().oscillators).toHaveLength(2);

    const restored = setup(storage);
    expect(restored.engine.isMuted()).toBe(false);
    storage.setItem(MUTE_STORAGE_KEY, 'true');
    expect(setup(storage).engine.isMuted()).toBe(true);
  });

  it('suspends the context after 30 s of silence and resumes it for the next sound', () => {
    const { engine, context } = setup();
    engine.unlock();
    engine.play(SoundType.Beep);
    vi.advanceTimersByTime(IDLE_SUSPEND_MS - 1);
    expect(context().suspend).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(context().suspend).toHaveBeenCalledOnce();
    expect(context().state).toBe('suspended');
    engine.play(SoundType.Beep);
    expect(context().resume).toHaveBeenCalled();
  });

  it('does not suspend while the klaxon loops', () => {
    const { engine, context } = setup();
    engine.unlock();
    engine.startLoop();
    vi.advanceTimersByTime(IDLE_SUSPEND_MS * 3);
    expect(context().suspend).not.toHaveBeenCalled();
    engine.stopLoop();
    vi.advanceTimersByTime(IDLE_SUSPEND_MS);
    expect(context().suspend).toHaveBeenCalledOnce();
  });

  it('notifies subscribers of mute changes', () => {
    const { engine } = setup();
    const listener = vi.fn();
    const unsubscribe = engine.subscribe(listener);
    engine.setMuted(true);
    engine.setMuted(true);
    unsubscribe();
    engine.setMuted(false);
    expect(listener).toHaveBeenCalledOnce();
  });

  it('closes the context on dispose, and a later gesture opens a new one', () => {
    const { engine, contexts } = setup();
    engine.unlock();
    engine.dispose();
    expect(contexts[0]!.close).toHaveBeenCalled();
    engine.unlock();
    expect(contexts).toHaveLength(2);
  });
});
