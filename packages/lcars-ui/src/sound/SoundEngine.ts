import { clampVolume, sounds, SoundType, type SoundDefinition } from './sounds';

// The subset of the Web Audio API the engine uses, so tests can hand it a fake context.
export interface AudioParamLike {
  setValueAtTime(value: number, time: number): unknown;
  linearRampToValueAtTime(value: number, time: number): unknown;
  exponentialRampToValueAtTime(value: number, time: number): unknown;
}
export interface AudioNodeLike {
  connect(destination: AudioNodeLike): unknown;
  disconnect(): void;
}
export interface OscillatorLike extends AudioNodeLike {
  type: OscillatorType;
  frequency: AudioParamLike;
  start(when?: number): void;
  stop(when?: number): void;
  onended: ((event: Event) => unknown) | null;
}
export interface GainLike extends AudioNodeLike {
  gain: AudioParamLike;
}
export interface AudioContextLike {
  readonly currentTime: number;
  readonly state: AudioContextState | 'interrupted';
  readonly destination: AudioNodeLike;
  createOscillator(): OscillatorLike;
  createGain(): GainLike;
  resume(): Promise<void>;
  suspend(): Promise<void>;
  close(): Promise<void>;
}

/** Where the mute flag lives: local storage, key mute-sound. */
export const MUTE_STORAGE_KEY = 'mute-sound';
/** Audio suspends after this much silence (ms). */
export const IDLE_SUSPEND_MS = 30_000;

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

export interface SoundEngineOptions {
  /** Creates the AudioContext on the first user gesture; default `new AudioContext()`. */
  createContext?: () => AudioContextLike;
  /** Where mute persists; default localStorage when there is one. */
  storage?: StorageLike | null;
  /** Silence after which the context suspends; default 30 s. */
  idleSuspendMs?: number;
}

export interface PlayOptions {
  /** 0.1 to 0.4 (clamped); default the sound's own volume. */
  volume?: number;
}

// Attack and release of every note, so none clicks.
const ATTACK = 0.01;
const RELEASE = 0.03;
const SILENT = 0.0001;

function defaultStorage(): StorageLike | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function defaultContext(): AudioContextLike {
  return new AudioContext();
}

/**
 * Plays the portal's synthesised sounds. Browsers allow audio only after a user gesture, so nothing sounds
 * until `unlock()` (the provider calls it on the first pointer or key press). The context suspends after 30 s
 * of silence and resumes on the next sound. Mute persists in local storage under `mute-sound`.
 */
export class SoundEngine {
  private context: AudioContextLike | null = null;
  private readonly createContext: () => AudioContextLike;
  private readonly storage: StorageLike | null;
  private readonly idleSuspendMs: number;
  private muted: boolean;
  private idleTimer: ReturnType<typeof setTimeout> | null = null;
  private loopTimer: ReturnType<typeof setTimeout> | null = null;
  private loopType: SoundType | null = null;
  private loopVolume: number | undefined;
  private readonly playing = new Set<OscillatorLike>();
  private readonly listeners = new Set<() => void>();

  constructor(options: SoundEngineOptions = {}) {
    this.createContext = options.createContext ?? defaultContext;
    this.storage = options.storage === undefined ? defaultStorage() : options.storage;
    this.idleSuspendMs = options.idleSuspendMs ?? IDLE_SUSPEND_MS;
    this.muted = this.storage?.getItem(MUTE_STORAGE_KEY) === 'true';
  }

  /** Whether a user gesture has allowed audio yet. */
  get unlocked(): boolean {
    return this.context !== null;
  }

  isMuted(): boolean {
    return this.muted;
  }

  /** The looping sound, if one is running (or waiting for unlock or unmute). */
  get loop(): SoundType | null {
    return this.loopType;
  }

  /** Creates or resumes the audio context; call it from a user gesture. */
  unlock(): void {
    if (!this.context) {
      this.context = this.createContext();
    }
    if (this.context.state === 'suspended') void this.context.resume();
    if (this.loopType !== null && this.loopTimer === null && !this.muted) this.runLoop();
    this.notify();
  }

  setMuted(muted: boolean): void {
    if (muted === this.muted) return;
    this.muted = muted;
    this.storage?.setItem(MUTE_STORAGE_KEY, String(muted));
    if (muted) {
      this.silence();
    } else if (this.loopType !== null) {
      this.runLoop();
    }
    this.notify();
  }

  /** Plays a sound once; does nothing while muted or before a user gesture unlocked audio. */
  play(type: SoundType, options: PlayOptions = {}): void {
    const context = this.ready();
    if (!context) return;
    this.schedule(context, sounds[type], options.volume, context.currentTime);
    this.touch();
  }

  /**
   * Repeats a sound until `stopLoop()`; the red-alert klaxon. Remembered while muted or locked, and starts
   * when audio becomes possible.
   */
  startLoop(type: SoundType = SoundType.Klaxon, options: PlayOptions = {}): void {
    if (this.loopType === type && this.loopTimer !== null) return;
    this.stopLoopTimer();
    this.loopType = type;
    this.loopVolume = options.volume;
    this.runLoop();
    this.notify();
  }

  stopLoop(): void {
    if (this.loopType === null) return;
    this.loopType = null;
    this.silence();
    this.notify();
  }

  /** For useSyncExternalStore: called when mute, unlock or the loop changes. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Stops everything and closes the audio context; the next `unlock()` opens a new one. */
  dispose(): void {
    this.loopType = null;
    this.silence();
    this.clearIdle();
    void this.context?.close();
    this.context = null;
    this.notify();
  }

  private ready(): AudioContextLike | null {
    if (this.muted || !this.context) return null;
    if (this.context.state === 'suspended') void this.context.resume();
    return this.context;
  }

  private runLoop(): void {
    const type = this.loopType;
    if (type === null) return;
    const context = this.ready();
    if (!context) return;
    const definition = sounds[type];
    this.schedule(context, definition, this.loopVolume, context.currentTime);
    this.touch();
    this.loopTimer = setTimeout(() => {
      this.loopTimer = null;
      this.runLoop();
    }, definition.length * 1000);
  }

  private schedule(
    context: AudioContextLike,
    definition: SoundDefinition,
    volume: number | undefined,
    at: number,
  ): void {
    const peak = clampVolume(volume ?? definition.volume);
    for (const tone of definition.tones) {
      const start = at + tone.start;
      const end = start + tone.duration;
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = tone.wave;
      oscillator.frequency.setValueAtTime(tone.frequency, start);
      if (tone.frequencyEnd !== undefined) {
        oscillator.frequency.linearRampToValueAtTime(tone.frequencyEnd, end);
      }
      gain.gain.setValueAtTime(SILENT, start);
      gain.gain.linearRampToValueAtTime(peak, start + ATTACK);
      gain.gain.setValueAtTime(peak, end - RELEASE);
      gain.gain.exponentialRampToValueAtTime(SILENT, end);
      oscillator.connect(gain);
      gain.connect(context.destination);
      oscillator.start(start);
      oscillator.stop(end);
      this.playing.add(oscillator);
      oscillator.onended = () => {
        this.playing.delete(oscillator);
        oscillator.disconnect();
        gain.disconnect();
      };
    }
  }

  /** Stops the loop timer and every sounding note. */
  private silence(): void {
    this.stopLoopTimer();
    for (const oscillator of this.playing) {
      try {
        oscillator.stop();
      } catch {
        // Already stopped.
      }
    }
    this.playing.clear();
  }

  private stopLoopTimer(): void {
    if (this.loopTimer !== null) clearTimeout(this.loopTimer);
    this.loopTimer = null;
  }

  /** Restarts the idle countdown after a sound. */
  private touch(): void {
    this.clearIdle();
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      if (this.loopType !== null && !this.muted) return;
      if (this.context?.state === 'running') void this.context.suspend();
    }, this.idleSuspendMs);
  }

  private clearIdle(): void {
    if (this.idleTimer !== null) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}
