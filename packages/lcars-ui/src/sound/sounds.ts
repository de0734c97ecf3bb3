// The portal's sounds, synthesised with Web Audio: no audio files to download, cache or license.

/** The sound types the portal plays: 1-4, 20 and 50. */
export const SoundType = {
  /** 1: a short panel beep, for a press; also played when an alert is turned off. */
  Beep: 1,
  /** 2: a rising two-note chirp, for a confirmation. */
  Chirp: 2,
  /** 3: a falling two-note chirp, for a cancel or close. */
  ChirpDown: 3,
  /** 4: a three-note trill, for an incoming message (new notifications). */
  IncomingMessage: 4,
  /** 20: a low buzz, for a denied or failed action. */
  Denied: 20,
  /** 50: the red-alert klaxon, a rising whoop; loops while a red alert is active. */
  Klaxon: 50,
} as const;
export type SoundType = (typeof SoundType)[keyof typeof SoundType];

export const soundTypes: readonly SoundType[] = [1, 2, 3, 4, 20, 50];

/** The volume range: 0.1 to 0.4 (louder startles, softer is lost). */
export const MIN_VOLUME = 0.1;
export const MAX_VOLUME = 0.4;

export function clampVolume(volume: number): number {
  if (!Number.isFinite(volume)) return MIN_VOLUME;
  return Math.min(MAX_VOLUME, Math.max(MIN_VOLUME, volume));
}

/** One oscillator note of a sound, times in seconds from the sound's start. */
export interface Tone {
  wave: 'sine' | 'square' | 'sawtooth' | 'triangle';
  start: number;
  duration: number;
  frequency: number;
  /** Glide to this frequency over the note. */
  frequencyEnd?: number;
}

export interface SoundDefinition {
  tones: readonly Tone[];
  /** Default volume, within 0.1 to 0.4. */
  volume: number;
  /** Length of one cycle in seconds: a looping sound restarts after it. */
  length: number;
}

/** Two short sine notes (C6 and G6), rising for a confirmation and falling for a cancel: the same chirp both ways. */
function chirp(first: number, second: number): SoundDefinition {
  return {
    volume: 0.2,
    length: 0.2,
    tones: [
      { wave: 'sine', start: 0, duration: 0.07, frequency: first },
      { wave: 'sine', start: 0.08, duration: 0.09, frequency: second },
    ],
  };
}

export const sounds: Record<SoundType, SoundDefinition> = {
  [SoundType.Beep]: {
    volume: 0.2,
    length: 0.12,
    tones: [{ wave: 'sine', start: 0, duration: 0.09, frequency: 1320 }],
  },
  [SoundType.Chirp]: chirp(1046, 1568),
  [SoundType.ChirpDown]: chirp(1568, 1046),
  [SoundType.IncomingMessage]: {
    volume: 0.25,
    length: 0.45,
    tones: [
      { wave: 'triangle', start: 0, duration: 0.1, frequency: 880 },
      { wave: 'triangle', start: 0.12, duration: 0.1, frequency: 1175 },
      { wave: 'triangle', start: 0.24, duration: 0.16, frequency: 1760 },
    ],
  },
  [SoundType.Denied]: {
    volume: 0.3,
    length: 0.35,
    tones: [{ wave: 'square', start: 0, duration: 0.3, frequency: 150, frequencyEnd: 110 }],
  },
  [SoundType.Klaxon]: {
    volume: 0.4,
    length: 1.6,
    tones: [{ wave: 'sawtooth', start: 0, duration: 1.1, frequency: 260, frequencyEnd: 820 }],
  },
};
