import { describe, expect, it } from 'vitest';
import { nestingDepth, splitTopLevelArray } from './json-scan';

describe('splitTopLevelArray', () => {
  it('cuts a whole array at its own commas, not at those inside strings, arrays or objects', () => {
    expect(splitTopLevelArray(' [1, "a,]\\\\", {"b":[2,3]}, "\\"],["\n] ')).toEqual([
      '1',
      ' "a,]\\\\"',
      ' {"b":[2,3]}',
      ' "\\"],["\n',
    ]);
    expect(splitTopLevelArray('[ ]')).toEqual([]);
    expect(splitTopLevelArray('[,]')).toEqual(['', '']);
  });

  it('takes nothing that is not one whole array', () => {
    for (const text of ['', '{"a":[1]}', '[1,2', '[1,"2]', '[1}', '[1] [2]', 'x[1]', '[1]]'])
      expect(splitTopLevelArray(text), text).toBeNull();
  });
});

describe('nestingDepth', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(nestingDepth('1')).toBe(0);
    expect(nestingDepth('[{"a":"[[[{"},[[]]]')).toBe(3);
  });
});
