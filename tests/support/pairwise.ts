/**
 * A small set of rows that covers every pair of levels of every two factors
 * (pairwise or all-pairs testing), built greedily and deterministically: each
 * new row takes, factor after factor, the level that covers the most pairs
 * not yet covered. `uncoveredPairs` lets a test prove the coverage.
 */
export interface Factor {
  readonly name: string;
  readonly levels: readonly string[];
}

export type Row = Readonly<Record<string, string>>;

const pairKey = (a: string, la: string, b: string, lb: string): string => `${a}=${la}&${b}=${lb}`;

function allPairs(factors: readonly Factor[]): Set<string> {
  const pairs = new Set<string>();
  factors.forEach((a, i) => {
    for (const b of factors.slice(i + 1)) {
      for (const la of a.levels) for (const lb of b.levels) pairs.add(pairKey(a.name, la, b.name, lb));
    }
  });
  return pairs;
}

export function uncoveredPairs(factors: readonly Factor[], rows: readonly Row[]): string[] {
  const pairs = allPairs(factors);
  for (const row of rows) {
    factors.forEach((a, i) => {
      for (const b of factors.slice(i + 1)) pairs.delete(pairKey(a.name, row[a.name]!, b.name, row[b.name]!));
    });
  }
  return [...pairs];
}

/** A small deterministic pseudo-random generator (mulberry32), so the set is the same on every run. */
function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Rows built one at a time, AETG-style: each row is the best of `candidates`
 * greedy rows, each started from an uncovered pair and filling the other
 * factors in a shuffled order with the level that covers the most pairs not
 * yet covered. Deterministic (a fixed seed).
 */
export function pairwiseRows(factors: readonly Factor[], candidates = 300): Row[] {
  const uncovered = allPairs(factors);
  const position = new Map(factors.map((f, i) => [f.name, i]));
  const random = randomFrom(20261126);
  const key = (a: string, la: string, b: string, lb: string): string =>
    position.get(a)! < position.get(b)! ? pairKey(a, la, b, lb) : pairKey(b, lb, a, la);
  const gainOf = (row: Readonly<Record<string, string>>, name: string, level: string): number => {
    let gain = 0;
    for (const [other, chosen] of Object.entries(row))
      if (uncovered.has(key(other, chosen, name, level))) gain++;
    return gain;
  };
  const rows: Row[] = [];
  while (uncovered.size > 0) {
    const pending = [...uncovered];
    let best: Record<string, string> | null = null;
    let bestGain = -1;
    for (let c = 0; c < candidates; c++) {
      // The first candidate starts from the first uncovered pair, so every row covers at least one.
      const seed = pending[c === 0 ? 0 : Math.floor(random() * pending.length)]!;
      const [left, right] = seed.split('&').map((part) => part.split('=') as [string, string]);
      const row: Record<string, string> = {[left![0]]: left![1], [right![0]]: right![1]};
      let gain = 1;
      const order = factors.filter((f) => row[f.name] === undefined);
      for (let i = order.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [order[i], order[j]] = [order[j]!, order[i]!];
      }
      for (const factor of order) {
        let level = factor.levels[0]!;
        let levelGain = -1;
        for (const candidate of factor.levels) {
          const g = gainOf(row, factor.name, candidate);
          if (g > levelGain || (g === levelGain && random() < 0.5)) {
            level = candidate;
            levelGain = g;
          }
        }
        row[factor.name] = level;
        gain += levelGain;
      }
      if (gain > bestGain) {
        best = row;
        bestGain = gain;
      }
    }
    const row = best!;
    factors.forEach((a, i) => {
      for (const b of factors.slice(i + 1))
        uncovered.delete(pairKey(a.name, row[a.name]!, b.name, row[b.name]!));
    });
    rows.push(Object.fromEntries(factors.map((f) => [f.name, row[f.name]!])));
  }
  return rows;
}
