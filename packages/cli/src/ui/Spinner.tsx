import { Text, render } from 'ink';
import { useEffect, useState } from 'react';

const FRAMES = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];

export function Spinner({ label, intervalMs = 80 }: { label: string; intervalMs?: number }) {
  const [frame, setFrame] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setFrame((f) => (f + 1) % FRAMES.length), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return (
    <Text>
      <Text color="cyan">{FRAMES[frame]}</Text> {label}
    </Text>
  );
}

/** Draws the spinner on standard error until the returned function is called. */
export function showSpinner(label: string): () => void {
  const instance = render(<Spinner label={label} />, {
    stdout: process.stderr,
    patchConsole: false,
    exitOnCtrlC: false,
  });
  return () => {
    instance.clear();
    instance.unmount();
  };
}
