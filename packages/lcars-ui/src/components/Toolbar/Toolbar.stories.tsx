import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { allLooks } from '../../docs/stories';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { MoreIcon } from '../IconButton/icons';
import { Toolbar } from './Toolbar';

const actions = (
  <>
    <Button variant="text">Add</Button>
    <Button variant="text">Export</Button>
    <IconButton label="More list actions">
      <MoreIcon />
    </IconButton>
  </>
);

/**
 * A bar over a page or list: 64 high (48 `dense`), with an optional 48 high `extension`. Its controls form a
 * react-aria Toolbar (role toolbar): Tab enters it once, arrow keys move inside.
 */
const meta = {
  title: 'Shell/Toolbar',
  component: Toolbar,
  args: { 'aria-label': 'Ledger actions', title: 'Ledgers', children: actions },
  argTypes: { children: { control: false }, extension: { control: false }, title: { control: 'text' } },
} satisfies Meta<typeof Toolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('toolbar', { name: 'Ledger actions' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Add' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Export' })).toHaveFocus();
  },
};

export const WithExtension: Story = { args: { extension: <span>3 ledgers, 2 shared</span> } };

export const Dense: Story = { args: { dense: true } };

/** A title longer than the bar wraps (the bar grows) rather than being cut: here a bout at phone width. */
export const LongTitle: Story = {
  args: { title: 'Rocky Delgado vs Billy Okafor, the rematch at York Hall' },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 320 }}>
        <Story />
      </div>
    ),
  ],
};

export const AllLooks: Story = allLooks((_args, label) => (
  <Toolbar aria-label={`Ledger actions, ${label}`} title="Ledgers" extension={<span>3 ledgers</span>}>
    <Button variant="text">Add</Button>
    <IconButton label={`More list actions, ${label}`}>
      <MoreIcon />
    </IconButton>
  </Toolbar>
));
