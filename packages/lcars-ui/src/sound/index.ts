export {
  IDLE_SUSPEND_MS,
  MUTE_STORAGE_KEY,
  SoundEngine,
  type AudioContextLike,
  type PlayOptions,
  type SoundEngineOptions,
} from './SoundEngine';
export {
  SoundProvider,
  useSound,
  useSoundEngine,
  type SoundControls,
  type SoundProviderProps,
} from './SoundProvider';
export {
  MAX_VOLUME,
  MIN_VOLUME,
  SoundType,
  soundTypes,
  sounds,
  type SoundDefinition,
  type Tone,
} from './sounds';
