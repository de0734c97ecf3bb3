import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LookGallery } from '../../docs/LookGallery';
import { FileDropZone } from './FileDropZone';
import { renderInWidth } from '../../docs/stories';

/**
 * Drop files or press Browse (react-aria DropZone and FileTrigger). `accept` is "images", "documents" or a
 * list of MIME types and extensions; `maxSize` in bytes. Refused files are named with the reason.
 */
const meta = {
  title: 'Forms/FileDropZone',
  component: FileDropZone,
  args: {
    label: 'Recipe photos',
    accept: 'images',
    maxSize: 5 * 1024 * 1024,
    allowsMultiple: true,
    onChange: fn(),
    onReject: fn(),
  },
  argTypes: { accept: { control: 'inline-radio', options: ['images', 'documents'] } },
  render: renderInWidth('28rem', FileDropZone),
} satisfies Meta<typeof FileDropZone>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Images: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('Accepted: PNG, JPEG, GIF, WebP, BMP or SVG, up to 5 MB.')).toBeVisible();
    const input = canvas
      .getByText('Browse')
      .parentElement?.querySelector('input[type="file"]') as HTMLInputElement;
    const photo = new File(['x'.repeat(2048)], 'tribble.png', { type: 'image/png' });
    const huge = new File([new Uint8Array(6 * 1024 * 1024)], 'nebula.jpg', { type: 'image/jpeg' });
    const notes = new File(['log'], 'log.exe', { type: 'application/x-msdownload' });
    // As the browser's file dialog would: set the files and fire change (userEvent.upload would drop the .exe
    // itself, honouring the accept attribute, and the zone's own check is what this story shows).
    const transfer = new DataTransfer();
    for (const file of [photo, huge, notes]) transfer.items.add(file);
    input.files = transfer.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await expect(args.onChange).toHaveBeenLastCalledWith([photo]);
    await expect(canvas.getByText('nebula.jpg is too large (6 MB). The limit is 5 MB.')).toBeVisible();
    await expect(canvas.getByText(/log.exe is not an accepted type/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove tribble.png' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
  },
};

export const Documents: Story = {
  args: { label: 'Statements', accept: 'documents', maxSize: 20 * 1024 * 1024 },
};

export const Lcars: Story = { globals: { look: 'lcars' } };

export const AllLooks: Story = {
  render: (args) => (
    <LookGallery>{(look) => <FileDropZone {...args} label={`Photos (${look})`} />}</LookGallery>
  ),
};
