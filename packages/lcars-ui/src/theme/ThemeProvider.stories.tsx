import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Button } from '../components/Button';
import { Card } from '../components/Card';
import { ThemeProvider, useTheme, type Look } from './ThemeProvider';

function ThemeSummary() {
  const { look, dark, dir } = useTheme();
  return (
    <p role="status">
      Look {look}, {dark ? 'dark' : 'light'}, {dir}
    </p>
  );
}

/** Switches look and scheme with state, as the portal does: no reload, the theme class changes. */
function RuntimeSwitch() {
  const [look, setLook] = useState<Look>('material');
  const [dark, setDark] = useState(true);
  return (
    <ThemeProvider look={look} dark={dark}>
      <div style={{ padding: '1rem' }}>
        <Card
          title="Theme"
          actions={
            <>
              <Button variant="secondary" onPress={() => setDark(!dark)}>
                Toggle scheme
              </Button>
              <Button onPress={() => setLook(look === 'lcars' ? 'material' : 'lcars')}>Toggle look</Button>
            </>
          }
        >
          <ThemeSummary />
        </Card>
      </div>
    </ThemeProvider>
  );
}

const meta = {
  title: 'Foundations/ThemeProvider',
  component: ThemeProvider,
  parameters: {
    docs: {
      description: {
        component:
          'Wrap the app (or any part of it) in `ThemeProvider` with `look` (`material` | `lcars`), `dark` and ' +
          '`dir`. It sets the theme class and base typography on a wrapping element; `useTheme()` reads ' +
          '`{ look, dark, dir, themeClass }`. The lcars look is always dark.',
      },
    },
  },
} satisfies Meta<typeof ThemeProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SwitchAtRuntime: Story = {
  render: () => <RuntimeSwitch />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Look material, dark, ltr');
    await userEvent.click(canvas.getByRole('button', { name: 'Toggle look' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Look lcars, dark, ltr'));
    await userEvent.click(canvas.getByRole('button', { name: 'Toggle look' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Toggle scheme' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Look material, light, ltr'));
  },
};
