/**
 * A sampler of 0..n-1 with probability proportional to 1/(k+1)^s (index 0
 * most often), drawing from `random` (seeded in seed:demo, Math.random in
 * the benches): the skew of real activity, a few very active users and
 * well-known artists and a long tail.
 */
export function zipf(n: number, s: number, random: () => number = Math.random): () => number {
  const cdf = new Float64Array(n);
  let sum = 0;
  for (let k = 0; k < n; k++) cdf[k] = sum += 1 / Math.pow(k + 1, s);
  return () => {
    const x = random() * sum;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cdf[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

/**
 * mulberry32: a small, fast generator of numbers in [0, 1) from a seed, so
 * every seed:demo run with the same seed builds the same data.
 */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
