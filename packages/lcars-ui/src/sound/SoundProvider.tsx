import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { SoundEngine, type PlayOptions, type SoundEngineOptions } from './SoundEngine';
import type { SoundType } from './sounds';

const SoundContext = createContext<SoundEngine | null>(null);

export interface SoundProviderProps {
  /** An engine to use (tests, or one shared with code outside React); default a new one. */
  engine?: SoundEngine;
  /** Options for the default engine. */
  options?: SoundEngineOptions;
  children?: ReactNode;
}

// Browsers allow audio only after a user gesture: the first press anywhere unlocks it.
const unlockEvents = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * Gives its children a SoundEngine (useSound). Put it around the ThemeProvider so a red alert sounds the klaxon.
 */
export function SoundProvider({ engine: given, options, children }: SoundProviderProps) {
  // Cheap until unlocked: an engine creates its AudioContext on the first gesture only.
  const [fallback] = useState(() => new SoundEngine(options));
  const engine = given ?? fallback;

  useEffect(() => {
    const unlock = () => {
      engine.unlock();
      for (const type of unlockEvents) window.removeEventListener(type, unlock, true);
    };
    for (const type of unlockEvents) window.addEventListener(type, unlock, true);
    return () => {
      for (const type of unlockEvents) window.removeEventListener(type, unlock, true);
    };
  }, [engine]);

  // Closing is reversible (the next gesture reopens), so React's strict-mode remount keeps working.
  useEffect(() => () => fallback.dispose(), [fallback]);

  return <SoundContext value={engine}>{children}</SoundContext>;
}

export interface SoundControls {
  play: (type: SoundType, options?: PlayOptions) => void;
  startLoop: (type?: SoundType, options?: PlayOptions) => void;
  stopLoop: () => void;
  muted: boolean;
  setMuted: (muted: boolean) => void;
  toggleMuted: () => void;
  /** False outside a SoundProvider: every call is then a no-op. */
  available: boolean;
}

const noop = () => undefined;
const subscribeNone = () => noop;

/** Plays sounds and reads or sets mute. Safe outside a SoundProvider, where it does nothing. */
export function useSound(): SoundControls {
  const engine = useContext(SoundContext);
  const muted = useSyncExternalStore(
    engine?.subscribe ?? subscribeNone,
    () => engine?.isMuted() ?? true,
    () => true,
  );
  return useMemo<SoundControls>(
    () =>
      engine
        ? {
            play: (type, options) => engine.play(type, options),
            startLoop: (type, options) => engine.startLoop(type, options),
            stopLoop: () => engine.stopLoop(),
            muted,
            setMuted: (value) => engine.setMuted(value),
            toggleMuted: () => engine.setMuted(!engine.isMuted()),
            available: true,
          }
        : {
            play: noop,
            startLoop: noop,
            stopLoop: noop,
            muted,
            setMuted: noop,
            toggleMuted: noop,
            available: false,
          },
    [engine, muted],
  );
}

/** The engine of the nearest SoundProvider, or null. */
export function useSoundEngine(): SoundEngine | null {
  return useContext(SoundContext);
}
