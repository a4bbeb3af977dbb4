import { describe, expect, it, vi } from 'vitest';
import { followBox } from './follow-box';

/** A box and a canvas of the given sizes (jsdom lays nothing out). */
function sized(width: number, height: number): HTMLElement {
  const element = document.createElement('div');
  Object.defineProperty(element, 'clientWidth', { value: width });
  Object.defineProperty(element, 'clientHeight', { value: height });
  return element;
}

describe('the map following its box', () => {
  it('resizes only when the box is another size than the canvas', () => {
    const canvas = sized(1390, 741);
    const map = { getCanvas: () => canvas as HTMLCanvasElement, resize: vi.fn() };
    followBox(map as never, sized(1390, 741))();
    expect(map.resize).not.toHaveBeenCalled();
    followBox(map as never, sized(1390, 600))();
    followBox(map as never, sized(1200, 741))();
    expect(map.resize).toHaveBeenCalledTimes(2);
  });
});
