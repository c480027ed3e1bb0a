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
 *
 * Levels are numbered and the pairs not yet covered are a table of those numbers, not a set of
 * strings: the specs that import the builder's set (tests/support/builderConfigs.ts) compute it
 * when they load, in the runner and in each worker, and with strings that took 2-3 s each time.
 */
export function pairwiseRows(factors: readonly Factor[], candidates = 300): Row[] {
  // Level `l` of factor `f` is number `first[f] + l`; a pair of numbers is one cell of `open`.
  const first: number[] = [];
  let count = 0;
  for (const factor of factors) {
    first.push(count);
    count += factor.levels.length;
  }
  const open = new Uint8Array(count * count);
  const cell = (x: number, y: number) => (x < y ? x * count + y : y * count + x);
  /** Every pair, in allPairs' order: [factor a, level of a, factor b, level of b], a before b. */
  const pairs: [number, number, number, number][] = [];
  factors.forEach((a, i) => {
    factors.forEach((b, j) => {
      if (j <= i) return;
      a.levels.forEach((_, la) =>
        b.levels.forEach((_, lb) => {
          pairs.push([i, la, j, lb]);
          open[cell(first[i]! + la, first[j]! + lb)] = 1;
        }),
      );
    });
  });
  let uncovered = pairs.length;
  const random = randomFrom(20261126);
  const rows: Row[] = [];
  while (uncovered > 0) {
    const pending = pairs.filter(([i, la, j, lb]) => open[cell(first[i]! + la, first[j]! + lb)]);
    let best: number[] | null = null;
    let bestGain = -1;
    for (let c = 0; c < candidates; c++) {
      // The first candidate starts from the first uncovered pair, so every row covers at least one.
      const [i, la, j, lb] = pending[c === 0 ? 0 : Math.floor(random() * pending.length)]!;
      // The level chosen for each factor (-1: none yet), and the numbers of the chosen levels.
      const row = factors.map(() => -1);
      row[i] = la;
      row[j] = lb;
      const chosen = [first[i]! + la, first[j]! + lb];
      let gain = 1;
      const order = factors.map((_, f) => f).filter((f) => row[f] === -1);
      for (let k = order.length - 1; k > 0; k--) {
        const m = Math.floor(random() * (k + 1));
        [order[k], order[m]] = [order[m]!, order[k]!];
      }
      for (const f of order) {
        let level = 0;
        let levelGain = -1;
        for (let l = 0; l < factors[f]!.levels.length; l++) {
          let g = 0;
          for (const x of chosen) g += open[cell(x, first[f]! + l)]!;
          if (g > levelGain || (g === levelGain && random() < 0.5)) {
            level = l;
            levelGain = g;
          }
        }
        row[f] = level;
        chosen.push(first[f]! + level);
        gain += levelGain;
      }
      if (gain > bestGain) {
        best = row;
        bestGain = gain;
      }
    }
    const row = best!;
    factors.forEach((_, i) => {
      for (let j = i + 1; j < factors.length; j++) {
        const at = cell(first[i]! + row[i]!, first[j]! + row[j]!);
        uncovered -= open[at]!;
        open[at] = 0;
      }
    });
    rows.push(Object.fromEntries(factors.map((f, i) => [f.name, f.levels[row[i]!]!])));
  }
  return rows;
}
