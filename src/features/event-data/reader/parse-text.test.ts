import { describe, expect, it } from 'vitest';
import { decodeUtf8 } from './parse-text';

describe('decodeUtf8', () => {
  it('joins a body cut inside a character back into its text', () => {
    const text = '[{"location":"Zürich, 東京 🚚"}]';
    const bytes = new TextEncoder().encode(text);
    // Every cut into three chunks, many of them inside a two-, three- or four-byte character.
    for (let a = 0; a <= bytes.length; a += 1)
      for (let b = a; b <= bytes.length; b += 3) {
        const chunks = [bytes.slice(0, a), bytes.slice(a, b), bytes.slice(b)];
        expect(decodeUtf8(chunks)).toBe(text);
      }
  });

  it('reads an empty body as empty text', () => {
    expect(decodeUtf8([])).toBe('');
  });
});
