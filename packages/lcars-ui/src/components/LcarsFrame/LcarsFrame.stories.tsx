import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button';
import { Card } from '../Card';
import { LcarsBlock } from '../LcarsBlock';
import { LcarsFrame } from './LcarsFrame';

const onVersion = fn();

/**
 * The layout the portal uses: a top section (title, alert status, data cascade) closed by an elbow, then the
 * main section opened by another elbow, with a side panel of `LcarsBlock`s, the content in the main landmark
 * and a footer bar. `variant="single"` has one header bar. Every colour comes from the theme, so an alert
 * recolours all of it; use the Alert toolbar.
 */
const meta = {
  title: 'LCARS frame/LcarsFrame',
  component: LcarsFrame,
  args: {
    title: 'Operations',
    sidePanel: (
      <>
        <LcarsBlock href="#home" color="secondary">
          Home
        </LcarsBlock>
        <LcarsBlock href="#money" color="quinary">
          Money
        </LcarsBlock>
        <LcarsBlock href="#recipes" color="sexenary">
          Recipes
        </LcarsBlock>
        <LcarsBlock onPress={onVersion} color="quadrinary" size="sm">
          Version
        </LcarsBlock>
      </>
    ),
    footer: '© 2401 LCARS portal',
    elbowLabels: { open: '47' },
    children: (
      <Card title="Status" actions={<Button>Engage</Button>}>
        <p style={{ margin: 0 }}>All systems nominal.</p>
      </Card>
    ),
  },
  argTypes: { variant: { control: 'inline-radio', options: ['double', 'single'] } },
  decorators: [(Story) => <div style={{ blockSize: '36rem', display: 'grid' }}>{Story()}</div>],
} satisfies Meta<typeof LcarsFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Material: Story = {};

export const Lcars: Story = {
  globals: { look: 'lcars' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Operations' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Version' }));
    await expect(onVersion).toHaveBeenCalled();
  },
};

/** Red alert: the whole frame takes the alert palette and the status block shows (and is announced). */
export const LcarsRedAlert: Story = {
  globals: { look: 'lcars', alert: '1' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('red alert');
  },
};

export const MaterialLightYellowAlert: Story = { globals: { look: 'material', scheme: 'light', alert: '3' } };

export const Single: Story = { globals: { look: 'lcars' }, args: { variant: 'single' } };

export const RightToLeft: Story = { globals: { look: 'lcars', direction: 'rtl' } };
