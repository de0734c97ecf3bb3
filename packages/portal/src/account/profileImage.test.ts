import { describe, expect, it } from 'vitest';
import { centredCrop, clampCrop, imageDataUrl, imageTypeOf, sourceRect } from './profileImage';

describe('profile image', () => {
  it('detects the type from the start of the base64 text', () => {
    expect(imageTypeOf('JVBERi0xLjQ')).toBe('application/pdf');
    expect(imageTypeOf('R0lGODlhAQABAA')).toBe('image/gif');
    expect(imageTypeOf('iVBORw0KGgo')).toBe('image/png');
    expect(imageTypeOf('AAAA')).toBe('image/png');
    expect(imageDataUrl('R0lGODlh')).toBe('data:image/gif;base64,R0lGODlh');
    expect(imageDataUrl('data:image/png;base64,xx')).toBe('data:image/png;base64,xx');
  });

  it('centres a landscape picture and crops its middle square', () => {
    const crop = centredCrop(400, 200, 100);
    expect(crop).toEqual({ zoom: 1, x: -50, y: 0 });
    expect(sourceRect(crop, 400, 200, 100)).toEqual({ sx: 100, sy: 0, size: 200 });
  });

  it('keeps the frame covered when panning too far', () => {
    expect(clampCrop({ zoom: 1, x: 30, y: 10 }, 400, 200, 100)).toEqual({ zoom: 1, x: 0, y: 0 });
    expect(clampCrop({ zoom: 2, x: -1000, y: -1000 }, 400, 200, 100)).toEqual({ zoom: 2, x: -300, y: -100 });
  });
});
