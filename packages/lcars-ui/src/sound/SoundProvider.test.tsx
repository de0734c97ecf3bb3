import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { Button } from '../components/Button';
import { ThemeProvider } from '../theme/ThemeProvider';
import { SoundEngine } from './SoundEngine';
import { SoundProvider, useSound } from './SoundProvider';
import { SoundType } from './sounds';

function MuteToggle() {
  const { muted, toggleMuted } = useSound();
  return <Button onPress={toggleMuted}>{muted ? 'Unmute' : 'Mute'}</Button>;
}

function AlertConsole({ engine }: { engine: SoundEngine }) {
  const [active, setActive] = useState(false);
  return (
    <SoundProvider engine={engine}>
      <ThemeProvider look="lcars" alert={{ type: 1, active, timeout: 60_000 }}>
        <Button onPress={() => setActive(!active)}>{active ? 'Stand down' : 'Red alert'}</Button>
        <MuteToggle />
      </ThemeProvider>
    </SoundProvider>
  );
}

describe('SoundProvider', () => {
  it('unlocks on the first gesture, loops the klaxon during a red alert and beeps when it ends', async () => {
    const engine = new SoundEngine({ storage: null, createContext: () => new AudioContext() });
    const startLoop = vi.spyOn(engine, 'startLoop');
    const stopLoop = vi.spyOn(engine, 'stopLoop');
    const play = vi.spyOn(engine, 'play');
    const screen = await render(<AlertConsole engine={engine} />);
    expect(engine.unlocked).toBe(false);
    await screen.getByRole('button', { name: 'Red alert' }).click();
    expect(engine.unlocked).toBe(true);
    expect(startLoop).toHaveBeenCalledWith(SoundType.Klaxon);
    expect(engine.loop).toBe(SoundType.Klaxon);
    await screen.getByRole('button', { name: 'Stand down' }).click();
    expect(stopLoop).toHaveBeenCalled();
    expect(play).toHaveBeenCalledWith(SoundType.Beep);
    engine.dispose();
  });

  it('toggles and reports mute', async () => {
    const engine = new SoundEngine({ storage: null, createContext: () => new AudioContext() });
    const screen = await render(<AlertConsole engine={engine} />);
    await screen.getByRole('button', { name: 'Mute' }).click();
    expect(engine.isMuted()).toBe(true);
    await expect.element(screen.getByRole('button', { name: 'Unmute' })).toBeVisible();
  });

  it('does nothing outside a provider', async () => {
    const screen = await render(<MuteToggle />);
    await screen.getByRole('button', { name: 'Unmute' }).click();
    await expect.element(screen.getByRole('button', { name: 'Unmute' })).toBeVisible();
  });
});
