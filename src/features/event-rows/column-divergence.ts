/**
 * How far apart a column's whole distribution is in the selection and in the baseline: the Jensen–Shannon
 * divergence of the shares, in bits, from 0 (the same shares) to 1 (no value in common). A column where many
 * values each move a little can differ more than one where a single value moves a lot; the best value alone
 * cannot tell them apart.
 */
export function jensenShannon(
  inside: ArrayLike<number>,
  outside: ArrayLike<number>,
  n: number,
  m: number,
): number {
  if (n === 0 || m === 0) return 0;
  let sum = 0;
  for (let code = 0; code < inside.length; code += 1) {
    const p = (inside[code] as number) / n;
    const q = (outside[code] as number) / m;
    if (p === 0 && q === 0) continue;
    const mix = (p + q) / 2;
    if (p > 0) sum += p * Math.log2(p / mix);
    if (q > 0) sum += q * Math.log2(q / mix);
  }
  // Rounding can take a sum of equal shares a hair below 0.
  return Math.min(1, Math.max(0, sum / 2));
}
