import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { ThemeProvider } from '../theme/ThemeProvider';
import { useOverlayTheme } from './overlayTheme';

function Probe() {
  const theme = useOverlayTheme();
  return <pre>{JSON.stringify(theme)}</pre>;
}

describe('useOverlayTheme', () => {
  it('gives the theme class, look and direction for portals', async () => {
    const screen = await render(
      <ThemeProvider look="lcars" dir="rtl">
        <Probe />
      </ThemeProvider>,
    );
    const props = JSON.parse(screen.container.textContent ?? '{}') as Record<string, unknown>;
    expect(props['data-look']).toBe('lcars');
    expect(props.dir).toBe('rtl');
    expect(props.className).not.toBe('');
    expect(props.style).toEqual({});
  });

  it('gives nothing outside a provider', async () => {
    const screen = await render(<Probe />);
    expect(screen.container.textContent).toBe('{"className":""}');
  });
});
