import { describe, expect, it } from 'vitest';
import { describeAccept, fileRejection, formatFileSize, IMAGE_FILE_TYPES, isAccepted } from './fileRules';

describe('fileRules', () => {
  it('formats sizes in binary units', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatFileSize(12.4 * 1024 * 1024)).toBe('12 MB');
  });

  it('accepts by MIME type, wildcard and extension', () => {
    expect(isAccepted({ name: 'a.png', type: 'image/png' }, IMAGE_FILE_TYPES)).toBe(true);
    expect(isAccepted({ name: 'a.exe', type: 'application/x-msdownload' }, IMAGE_FILE_TYPES)).toBe(false);
    expect(isAccepted({ name: 'a.tiff', type: 'image/tiff' }, ['image/*'])).toBe(true);
    expect(isAccepted({ name: 'Notes.PDF', type: '' }, ['.pdf'])).toBe(true);
    expect(isAccepted({ name: 'x', type: '' }, undefined)).toBe(true);
  });

  it('explains refusals', () => {
    expect(describeAccept(['image/png', 'image/jpeg', '.heic'])).toBe('PNG, JPEG or HEIC');
    expect(
      fileRejection({ name: 'virus.exe', type: 'application/x-msdownload', size: 1 }, ['image/png'], 10),
    ).toBe('virus.exe is not an accepted type. Choose PNG.');
    expect(
      fileRejection(
        { name: 'big.png', type: 'image/png', size: 6 * 1024 * 1024 },
        ['image/png'],
        5 * 1024 * 1024,
      ),
    ).toBe('big.png is too large (6 MB). The limit is 5 MB.');
    expect(fileRejection({ name: 'ok.png', type: 'image/png', size: 10 }, ['image/png'], 100)).toBeNull();
  });
});
