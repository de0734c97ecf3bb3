import { SoundEngine, SoundType } from '@lcars/ui';
import { setSoundPlayer, useSoundStore } from '../core/stores/sound';

/** The one sound engine of the portal, shared by the SoundProvider (alert klaxon) and the core's sound store. */
export const soundEngine = new SoundEngine();

/**
 * Registers @lcars/ui's engine as the core's sound player. The klaxon and the closing beep of an alert are
 * played by the ThemeProvider's own klaxon (it follows the alert passed to it), so the alert store's requests
 * for them are left out here: otherwise every alert would sound twice.
 */
export function installSound(): () => void {
  setSoundPlayer({
    play(sound) {
      if (sound === 'incoming-message') soundEngine.play(SoundType.IncomingMessage);
    },
    // The klaxon stops with the ThemeProvider's alert; muting silences the engine itself, so a klaxon
    // resumes when sound is unmuted during an alert.
    stop: () => undefined,
  });
  soundEngine.setMuted(useSoundStore.getState().muted);
  const unsubscribe = useSoundStore.subscribe((state) => soundEngine.setMuted(state.muted));
  return () => {
    unsubscribe();
    setSoundPlayer(null);
  };
}
