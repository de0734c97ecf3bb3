import { create } from 'zustand';
import { readStored, StorageKey, writeStored } from '../storage';

/** The sounds the core asks for; @lcars/ui's sound module (Web Audio synthesis) plays them. */
export type SoundName = 'klaxon' | 'beep' | 'incoming-message';

export interface SoundPlayer {
  play: (sound: SoundName) => void;
  stop: (sound: SoundName) => void;
}

let player: SoundPlayer | null = null;

/** The screens layer registers @lcars/ui's player at start-up; until then sounds are silent. */
export function setSoundPlayer(next: SoundPlayer | null): void {
  player = next;
}

interface SoundState {
  /** The `mute-sound` flag, kept in localStorage. */
  muted: boolean;
  setMuted: (muted: boolean) => void;
  /** Plays only when not muted. */
  play: (sound: SoundName) => void;
  /** Stopping is allowed while muted: muting must silence a running klaxon too. */
  stop: (sound: SoundName) => void;
}

export const useSoundStore = create<SoundState>()((set, get) => ({
  muted: readStored('local', StorageKey.muteSound) === 'true',
  setMuted(muted) {
    writeStored('local', StorageKey.muteSound, muted ? 'true' : 'false');
    if (muted) player?.stop('klaxon');
    set({ muted });
  },
  play(sound) {
    if (!get().muted) player?.play(sound);
  },
  stop(sound) {
    player?.stop(sound);
  },
}));
