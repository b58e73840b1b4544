import { describe, expect, it } from 'vitest';
import { clampZoom, isImageFile } from './crop-image';

describe('clampZoom', () => {
  it.each([
    [1, 1],
    [1.04, 1],
    [1.05, 1.1],
    [1.26, 1.3],
    [2.99, 3],
    [3, 3],
    [0.4, 1],
    [7, 3],
    [Number.NaN, 1],
  ])('%s -> %s', (input, expected) => {
    expect(clampZoom(input)).toBe(expected);
  });

  it('adds steps without floating-point drift', () => {
    let zoom = 1;
    for (let i = 0; i < 20; i += 1) zoom = clampZoom(zoom + 0.1);
    expect(zoom).toBe(3);
    for (let i = 0; i < 7; i += 1) zoom = clampZoom(zoom - 0.1);
    expect(zoom).toBe(2.3);
  });
});

describe('isImageFile', () => {
  it('takes image types only', () => {
    expect(isImageFile(new File(['x'], 'a.png', { type: 'image/png' }))).toBe(true);
    expect(isImageFile(new File(['x'], 'a.heic', { type: 'image/heic' }))).toBe(true);
    expect(isImageFile(new File(['x'], 'a.png', { type: 'text/plain' }))).toBe(false);
    expect(isImageFile(new File(['x'], 'a.png', { type: '' }))).toBe(false);
  });
});
