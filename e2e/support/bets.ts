/**
 * Bets in e2e tests as the demo game page places them: the signed-in page's session, the first RNG
 * game launched for real money, then one bet per stake through the demo game's bet call.
 */
import { expect, type Page } from '@playwright/test';
import { MERCHANT } from './accounts.ts';

/** The settled bet as the demo game answers it. */
export interface PlacedBet {
  betNo: string;
  payout: number;
  balance: number;
}

/** The signed-in page's API headers (its stored session token). */
export async function apiHeaders(page: Page): Promise<Record<string, string>> {
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? '{}') as { token?: string }).token ?? '');
  expect(token).not.toBe('');
  return { Merchant: MERCHANT, Authorization: token };
}

/** One bet per stake in a real-money launch of a slot, as the demo game's panel sends them. */
export async function placeBets(page: Page, baseURL: string, stakes: string[]): Promise<PlacedBet[]> {
  const headers = await apiHeaders(page);
  const games = (await (await page.request.get(`${baseURL}/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1`, { headers })).json()).value;
  const game = games.games[0] as { vassalage: string; gameCode: string };
  const launch = await page.request.get(`${baseURL}/wps/game/launchGame`, {
    headers,
    params: { launchMode: 'GLS', accountType: 1, platform: 'html5', vassalage: game.vassalage, gameCode: game.gameCode },
  });
  const url = (await launch.json()).value.content.game_url as string;
  const launchId = new URL(url, baseURL).searchParams.get('launch') ?? '';
  const answers = [];
  for (const stake of stakes) {
    const res = await page.request.post(`${baseURL}/demo-game/bet`, {
      headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
      data: { launch: launchId, stake, pick: 'HIGH' },
    });
    expect(res.ok(), await res.text()).toBe(true);
    answers.push((await res.json()).value as PlacedBet);
  }
  return answers;
}
