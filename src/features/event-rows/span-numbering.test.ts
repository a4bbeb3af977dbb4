import { describe, expect, it } from 'vitest';
import { SpanNumbering } from './span-numbering';

describe('SpanNumbering', () => {
  it('gives a text met in two strings one code, in the order texts were first met', () => {
    const numbering = new SpanNumbering();
    const a = numbering.addSource('OKLOWZürich');
    const b = numbering.addSource('Zürich OK');
    expect(numbering.codeAt(a, 0, 2)).toBe(1); // OK
    expect(numbering.codeAt(a, 2, 5)).toBe(2); // LOW
    expect(numbering.codeAt(a, 5, 11)).toBe(3); // Zürich
    expect(numbering.codeAt(b, 7, 9)).toBe(1);
    expect(numbering.codeAt(b, 0, 6)).toBe(3);
    expect(numbering.codeAt(b, 6, 6)).toBe(4); // an empty text is a value too
    expect(numbering.size).toBe(5);
    expect([1, 2, 3, 4].map((code) => numbering.text(code))).toEqual(['OK', 'LOW', 'Zürich', '']);
  });

  it('finds the code of a whole text, and none for a text never met or a code never given', () => {
    const numbering = new SpanNumbering();
    const source = numbering.addSource('12.112.1012');
    expect(numbering.codeAt(source, 0, 4)).toBe(1);
    expect(numbering.codeAt(source, 4, 9)).toBe(2);
    expect(numbering.codeOf('12.10')).toBe(2);
    expect(numbering.codeOf('12')).toBe(-1);
    expect(numbering.codeOf('')).toBe(-1);
    expect(numbering.text(0)).toBe('');
    expect(numbering.text(3)).toBe('');
  });

  it('keeps every code as the table grows', () => {
    const numbering = new SpanNumbering();
    const texts = Array.from({ length: 5_000 }, (_, i) => `t${i}`);
    const source = numbering.addSource(texts.join(''));
    let at = 0;
    const codes = texts.map((text) => numbering.codeAt(source, at, (at += text.length)));
    expect(codes).toEqual(texts.map((_, i) => i + 1));
    expect(texts.every((text, i) => numbering.codeOf(text) === i + 1)).toBe(true);
  });
});
