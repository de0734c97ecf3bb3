import { useEffect, useRef } from 'react';
import { useSoundEngine } from './SoundProvider';
import { SoundType } from './sounds';

interface AlertKlaxonProps {
  alert: { kind: string } | null;
}

/**
 * Rendered by ThemeProvider: the klaxon loops while a red alert is active and a beep sounds when the alert is
 * turned off. Silent without a SoundProvider around the ThemeProvider.
 */
export function AlertKlaxon({ alert }: AlertKlaxonProps) {
  const engine = useSoundEngine();
  const red = alert?.kind === 'red';
  const active = alert !== null;
  const wasActive = useRef(false);

  useEffect(() => {
    if (!engine || !red) return undefined;
    engine.startLoop(SoundType.Klaxon);
    return () => engine.stopLoop();
  }, [engine, red]);

  useEffect(() => {
    if (wasActive.current && !active) engine?.play(SoundType.Beep);
    wasActive.current = active;
  }, [engine, active]);

  return null;
}
