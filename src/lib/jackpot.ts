// The home jackpot figure (specification doc. 1 §4, doc. 2 §2 and §9): a random start between
// 200,000,000 and 990,000,000, then a random 100–500 more every 3, 4 or 5 seconds. It is a show
// piece, not a real pool. The random source is a parameter so tests can pin it.

/** A number in [0, 1), like Math.random. */
export type Random = () => number;

/** A uniformly random integer in [min, max]. */
const between = (min: number, max: number, random: Random) => min + Math.floor(random() * (max - min + 1));

export const jackpotStart = (random: Random): number => between(200_000_000, 990_000_000, random);

export const jackpotStep = (random: Random): number => between(100, 500, random);

/** Milliseconds until the next step: 3000, 4000 or 5000. */
export const jackpotDelay = (random: Random): number => between(3, 5, random) * 1000;
