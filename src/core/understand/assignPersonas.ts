import type { PersonaId } from '../model';

/**
 * Assigns personas to all quotes of a file together. A persona reviews each product at most once, so in
 * a matchup a persona speaks at most twice: the file is one assignment problem (quotes × persona seats,
 * two seats per persona, plus an "unclassified" seat for each quote), solved for the highest total score
 * with the Hungarian method, instead of each quote taking its best persona alone. Labels the author
 * stated are fixed first and take their seats.
 */

export const ASSIGNABLE: readonly PersonaId[] = ['builder', 'skeptic', 'strategist', 'product', 'investor'];

/** Above this many quotes the file is not a matchup as written by hand; each quote takes its best persona. */
const MAX_JOINT = 40;

export interface PersonaChoice {
  persona: PersonaId;
  /** How it was decided: the quote alone, the file's constraint, or the author. */
  by: 'cues' | 'file' | 'stated' | 'none';
}

/**
 * How much a seat on the side a quote's names point away from costs, per unit of name weight (`leans`), and the most
 * it costs: names break a near tie between two personas, never a clear reading.
 */
const SIDE_COST = 2;
const SIDE_COST_CAP = 4;

/**
 * `scores[q][k]` is quote q's score for ASSIGNABLE[k]; `minScore` is what a persona must reach to be
 * chosen; `seatsPerPersona` is how often one persona may speak in the file (two in a matchup).
 *
 * `leans[q]`, when given (a matchup's quotes: side 0's name weight minus side 1's), seats each persona once per side:
 * a persona reviews each product once, so two quotes whose names both point at one product are not one persona's pair
 * when one of them reads almost as well as a persona that product lacks (a kettle maker's faded reputation, read a
 * little more strategist than skeptic, beside a clear strategist quote on the same kettle and a skeptic on the rival).
 */
export function assignPersonas(
  scores: readonly (readonly number[])[],
  minScore: number,
  seatsPerPersona: number,
  stated: readonly (PersonaId | undefined)[] = [],
  leans?: readonly number[],
): PersonaChoice[] {
  const best = scores.map((row) => bestOf(row, minScore));
  const result: PersonaChoice[] = scores.map((_, q) => (stated[q] ? { persona: stated[q]!, by: 'stated' } : best[q] >= 0 ? { persona: ASSIGNABLE[best[q]], by: 'cues' } : { persona: 'unknown', by: 'none' }));
  if (scores.length > MAX_JOINT || seatsPerPersona <= 0) return result;

  // Seats left per persona once stated labels are seated.
  const seats = ASSIGNABLE.map((id) => Math.max(0, seatsPerPersona - stated.filter((s) => s === id).length));
  const free = scores.map((_, q) => q).filter((q) => !stated[q]);
  // Per side only in a matchup without stated personas (a stated quote's side is not known here).
  const sided = leans !== undefined && seatsPerPersona === 2 && free.length === scores.length;
  // Nothing to solve when the best personas already fit the seats (per side, where the names point).
  const used = ASSIGNABLE.map(() => 0);
  const usedOnSide = [ASSIGNABLE.map(() => 0), ASSIGNABLE.map(() => 0)];
  for (const q of free) {
    if (best[q] < 0) continue;
    used[best[q]]++;
    if (sided && leans![q] !== 0) usedOnSide[leans![q] > 0 ? 0 : 1][best[q]]++;
  }
  if (used.every((n, k) => n <= seats[k]) && usedOnSide.every((side) => side.every((n) => n <= 1))) return result;

  const columns: number[] = []; // persona index per seat, -1 for an unclassified seat
  const columnSides: number[] = []; // the side a seat is on (-1: either)
  ASSIGNABLE.forEach((_, k) => {
    for (let s = 0; s < seats[k]; s++) {
      columns.push(k);
      columnSides.push(sided ? s : -1);
    }
  });
  for (let q = 0; q < free.length; q++) columns.push(-1);
  const size = Math.max(free.length, columns.length);
  // Hungarian method minimises cost: cost = (top score) - score; below minScore a persona seat is not allowed.
  const FORBIDDEN = 1e9;
  const top = Math.max(minScore, ...free.map((q) => Math.max(...scores[q])));
  const sideCost = (q: number, side: number) => {
    if (side < 0) return 0;
    const away = side === 0 ? -leans![q] : leans![q];
    return away > 0 ? SIDE_COST * Math.min(away, SIDE_COST_CAP) : 0;
  };
  const cost: number[][] = [];
  for (let r = 0; r < size; r++) {
    const row: number[] = [];
    for (let c = 0; c < size; c++) {
      if (r >= free.length || c >= columns.length) row.push(0);
      else if (columns[c] < 0) row.push(top - minScore);
      else {
        const score = scores[free[r]][columns[c]];
        row.push(score >= minScore ? top - score + sideCost(free[r], columnSides[c]) : FORBIDDEN);
      }
    }
    cost.push(row);
  }
  const assignment = hungarian(cost);
  free.forEach((q, r) => {
    const c = assignment[r];
    const k = c < columns.length ? columns[c] : -1;
    if (k < 0) result[q] = { persona: 'unknown', by: best[q] >= 0 ? 'file' : 'none' };
    else result[q] = { persona: ASSIGNABLE[k], by: k === best[q] ? 'cues' : 'file' };
  });
  return result;
}

function bestOf(row: readonly number[], minScore: number): number {
  let best = -1;
  let bestScore = minScore - 1e-9;
  row.forEach((score, k) => {
    if (score > bestScore) {
      best = k;
      bestScore = score;
    }
  });
  return best;
}

/** Minimum-cost assignment on a square matrix (Kuhn–Munkres, O(n³)): the column for each row. */
function hungarian(cost: number[][]): number[] {
  const n = cost.length;
  const u = new Float64Array(n + 1);
  const v = new Float64Array(n + 1);
  const p = new Int32Array(n + 1);
  const way = new Int32Array(n + 1);
  for (let i = 1; i <= n; i++) {
    p[0] = i;
    let j0 = 0;
    const minv = new Float64Array(n + 1).fill(Infinity);
    const usedCol = new Uint8Array(n + 1);
    do {
      usedCol[j0] = 1;
      const i0 = p[j0];
      let delta = Infinity;
      let j1 = 0;
      for (let j = 1; j <= n; j++) {
        if (usedCol[j]) continue;
        const cur = cost[i0 - 1][j - 1] - u[i0] - v[j];
        if (cur < minv[j]) {
          minv[j] = cur;
          way[j] = j0;
        }
        if (minv[j] < delta) {
          delta = minv[j];
          j1 = j;
        }
      }
      for (let j = 0; j <= n; j++) {
        if (usedCol[j]) {
          u[p[j]] += delta;
          v[j] -= delta;
        } else {
          minv[j] -= delta;
        }
      }
      j0 = j1;
    } while (p[j0] !== 0);
    do {
      const j1 = way[j0];
      p[j0] = p[j1];
      j0 = j1;
    } while (j0);
  }
  const columnOf = new Array<number>(n).fill(-1);
  for (let j = 1; j <= n; j++) if (p[j] > 0) columnOf[p[j] - 1] = j - 1;
  return columnOf;
}
