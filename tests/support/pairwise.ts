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

export function pairwiseRows(factors: readonly Factor[]): Row[] {
  const uncovered = allPairs(factors);
  const rows: Row[] = [];
  while (uncovered.size > 0) {
    // Start from the first uncovered pair, so that every row covers at least one.
    const [first] = uncovered;
    const [left, right] = first!.split('&').map((part) => part.split('=') as [string, string]);
    const row: Record<string, string> = {[left![0]]: left![1], [right![0]]: right![1]};
    for (const factor of factors) {
      if (row[factor.name] !== undefined) continue;
      let best = factor.levels[0]!;
      let bestGain = -1;
      for (const level of factor.levels) {
        let gain = 0;
        for (const [name, chosen] of Object.entries(row)) {
          const index = factors.findIndex((f) => f.name === name);
          const mine = factors.indexOf(factor);
          const key =
            index < mine
              ? pairKey(name, chosen, factor.name, level)
              : pairKey(factor.name, level, name, chosen);
          if (uncovered.has(key)) gain++;
        }
        if (gain > bestGain) {
          best = level;
          bestGain = gain;
        }
      }
      row[factor.name] = best;
    }
    factors.forEach((a, i) => {
      for (const b of factors.slice(i + 1))
        uncovered.delete(pairKey(a.name, row[a.name]!, b.name, row[b.name]!));
    });
    rows.push(row);
  }
  return rows;
}
