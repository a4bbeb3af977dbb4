/** Ids as callers hold them: an array, a typed array, a Set. */
export type IdList = ArrayLike<number> | Iterable<number>;

export function* eachId(ids: IdList): Iterable<number> {
  if (Symbol.iterator in Object(ids)) yield* ids as Iterable<number>;
  else
    for (let i = 0; i < (ids as ArrayLike<number>).length; i += 1)
      yield (ids as ArrayLike<number>)[i] as number;
}

export const isId = (id: number) => Number.isSafeInteger(id) && id >= 0;
