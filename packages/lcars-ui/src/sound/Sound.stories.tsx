import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../components/Button';
import { LcarsPill } from '../components/LcarsPill';
import { SoundProvider, useSound } from './SoundProvider';
import { SoundType } from './sounds';

const names: [string, SoundType][] = [
  ['Beep (1)', SoundType.Beep],
  ['Chirp (2)', SoundType.Chirp],
  ['Chirp down (3)', SoundType.ChirpDown],
  ['Incoming message (4)', SoundType.IncomingMessage],
  ['Denied (20)', SoundType.Denied],
  ['Klaxon (50)', SoundType.Klaxon],
];

function SoundBoard() {
  const { play, muted, toggleMuted, startLoop, stopLoop } = useSound();
  return (
    <div style={{ display: 'grid', gap: '0.5rem', justifyItems: 'start' }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.25rem' }}>
        {names.map(([name, type], index) => (
          <LcarsPill
            key={type}
            color={(['primary', 'secondary', 'tertiary'] as const)[index % 3]}
            onPress={() => play(type)}
          >
            {name}
          </LcarsPill>
        ))}
      </div>
      <div style={{ display: 'flex', gap: '0.25rem' }}>
        <Button variant="secondary" onPress={() => startLoop(SoundType.Klaxon)}>
          Loop klaxon
        </Button>
        <Button variant="secondary" onPress={stopLoop}>
          Stop klaxon
        </Button>
        <Button variant="text" onPress={toggleMuted} aria-pressed={muted}>
          Mute
        </Button>
      </div>
    </div>
  );
}

/**
 * Synthesised with Web Audio, no files. `SoundProvider` (around the ThemeProvider) gives `useSound()`:
 * `play(type, { volume })`, `startLoop`/`stopLoop`, `muted`/`setMuted`/`toggleMuted`. Types 1 Beep, 2 Chirp,
 * 3 Chirp down, 4 Incoming message, 20 Denied, 50 Klaxon; volumes 0.1 to 0.4. Audio unlocks on the first
 * gesture and suspends after 30 s of silence; mute persists in localStorage `mute-sound`. A red alert loops
 * the klaxon and a beep sounds when it ends.
 */
const meta = {
  title: 'Foundations/Sound',
  component: SoundProvider,
} satisfies Meta<typeof SoundProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Board: Story = {
  globals: { look: 'lcars' },
  render: () => (
    <SoundProvider>
      <SoundBoard />
    </SoundProvider>
  ),
  play: async ({ canvas, userEvent }) => {
    const mute = canvas.getByRole('button', { name: 'Mute' });
    const before = mute.getAttribute('aria-pressed');
    await userEvent.click(mute);
    await expect(mute).toHaveAttribute('aria-pressed', before === 'true' ? 'false' : 'true');
    await userEvent.click(mute);
  },
};
