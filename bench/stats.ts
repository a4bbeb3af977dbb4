export interface Figure {
  median: number;
  min: number;
  max: number;
  runs: number[];
}

export function summarise(runs: number[]): Figure {
  const sorted = [...runs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    median: round(median),
    min: round(sorted[0] ?? 0),
    max: round(sorted.at(-1) ?? 0),
    runs: runs.map(round),
  };
}
