import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { contrastRatio } from './contrast';
import { vars } from './contract.css';
import { useTheme } from './ThemeProvider';
import { lcarsCanon, lcarsTokens, materialDarkTokens, materialLightTokens, type ColorTokens } from './tokens';
import { alertFillRoles } from './alertPalettes';

// Designers' reference: every colour role of the current look (toolbar: Look, Scheme) with its on-colour and
// the WCAG contrast between them, and the canon LCARS palette.

const roles: (readonly [fill: keyof ColorTokens, on: keyof ColorTokens])[] = [
  ['background', 'text'],
  ['surface', 'onSurface'],
  ...alertFillRoles,
  ['success', 'onSuccess'],
  ['error', 'onError'],
  ['info', 'onInfo'],
  ['warning', 'onWarning'],
];

function ColorRoles() {
  const { look, dark } = useTheme();
  const tokens = look === 'lcars' ? lcarsTokens : dark ? materialDarkTokens : materialLightTokens;
  return (
    <ul
      aria-label="Colour roles"
      style={{
        display: 'grid',
        gap: '0.5rem',
        gridTemplateColumns: 'repeat(auto-fill, minmax(13rem, 1fr))',
        padding: 0,
        margin: 0,
        listStyle: 'none',
      }}
    >
      {roles.map(([fill, on]) => (
        <li
          key={fill}
          style={{
            background: vars.color[fill],
            color: vars.color[on],
            padding: '0.75rem',
            borderRadius: vars.radii.md,
            border: `1px solid ${vars.color.outline}`,
          }}
        >
          <strong>{fill}</strong>
          <br />
          {tokens.color[fill]} / {on} {tokens.color[on]}
          <br />
          contrast {contrastRatio(tokens.color[fill], tokens.color[on]).toFixed(2)}:1
        </li>
      ))}
    </ul>
  );
}

function LcarsCanon() {
  return (
    <ul
      aria-label="Canon LCARS colours"
      style={{ display: 'flex', flexWrap: 'wrap', gap: '0.25rem', padding: 0, margin: 0, listStyle: 'none' }}
    >
      {Object.entries(lcarsCanon).map(([name, hex]) => (
        <li
          key={name}
          style={{
            background: hex,
            color: contrastRatio(hex, '#000000') >= 4.5 ? '#000000' : '#FFFFFF',
            padding: '0.5rem 1.25rem',
            borderRadius: '999rem',
            minWidth: '7rem',
            textAlign: 'end',
            textTransform: 'uppercase',
            fontFamily: lcarsTokens.font.label,
            border: '1px solid #9999CC',
          }}
        >
          {name} {hex}
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'Foundations/Colours',
  component: ColorRoles,
  parameters: { controls: { disable: true } },
} satisfies Meta<typeof ColorRoles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The roles of the look chosen in the toolbar. */
export const Roles: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(roles.length);
  },
};

export const LcarsRoles: Story = { globals: { look: 'lcars' } };

export const MaterialLightRoles: Story = { globals: { look: 'material', scheme: 'light' } };

/** The canon LCARS palette the lcars look draws from. */
export const LcarsPalette: Story = { globals: { look: 'lcars' }, render: () => <LcarsCanon /> };
