import { createHmac, randomBytes } from 'node:crypto';

/**
 * The demo game's draw (docs/money.md, "Bets in the demo game"): 0–99 from the first 4 bytes of
 * HMAC-SHA256(seed, launchId + ":" + betIndex). The seed is random per process in production, so
 * nobody can compute a draw ahead; test mode fixes it (`bdplay-test`) so tests know every draw.
 */

export const TEST_SEED = 'bdplay-test';

/** The seed when DEMO_GAME_SEED is not set (config.ts): fixed in test mode only. */
export function defaultDemoGameSeed(testMode: boolean): string {
  return testMode ? TEST_SEED : randomBytes(32).toString('hex');
}

export function demoDraw(seed: string, launchId: string, betIndex: number): number {
  return createHmac('sha256', seed).update(`${launchId}:${betIndex}`).digest().readUInt32BE(0) % 100;
}

export type Pick = 'HIGH' | 'LOW';

/** 0–48 Low wins, 51–99 High wins, 49 and 50 both lose: a 2× win returns 98 %. */
export function wins(pick: Pick, draw: number): boolean {
  return pick === 'HIGH' ? draw >= 51 : draw <= 48;
}
