/**
 * The 10,000-game list of the scroll benchmark. The app pages 26 games at a time, at most one
 * page a second (specification doc. 2 §9), so a 5 s scroll would only ever load ~130 of them.
 * So the benchmark reads the server's real RNG list first (100 a page) and answers the page's
 * own first list request with all of it in one page: the data, the app and the browser are real;
 * only the paging is arranged.
 */
import type { Page, Route } from '@playwright/test';

const LIST_PATH = '/wps/relay/GCSGAME_gameList';
/** The seeded merchant; the client sends it as a header, the server picks the catalogue by it. */
const HEADERS = { Merchant: 'bdm01', Language: 'BN' };
const PAGE_SIZE = 100;

interface ListPage {
  games: unknown[];
  totalPages: number;
  totalCount: number;
}

async function listPage(origin: string, pageNo: number): Promise<ListPage> {
  const url = `${origin}${LIST_PATH}?gameType=RNG&pageSize=${PAGE_SIZE}&pageNo=${pageNo}`;
  const response = await fetch(url, { headers: HEADERS, signal: AbortSignal.timeout(10_000) });
  const body = (await response.json()) as { success?: boolean; value?: ListPage };
  if (!response.ok || !body.success || !Array.isArray(body.value?.games)) throw new Error(`${url} answered HTTP ${response.status}`);
  return body.value;
}

/** Every RNG game of the merchant, in the server's order and in Bengali (the phone's language). */
export async function fetchAllRngGames(origin: string): Promise<unknown[]> {
  const first = await listPage(origin, 1);
  const games = [...first.games];
  for (let pageNo = 2; pageNo <= first.totalPages; pageNo++) games.push(...(await listPage(origin, pageNo)).games);
  if (games.length !== first.totalCount) throw new Error(`read ${games.length} RNG games, the server counts ${first.totalCount}`);
  return games;
}

/** The answer of GCSGAME_gameList with every game in page 1 of 1. */
export function onePageBody(games: unknown[]): string {
  const value = { games, pageNum: 1, totalPages: 1, totalCount: games.length };
  return JSON.stringify({ success: true, value, message: null, errorCode: null });
}

/**
 * Answers the page's requests for page 1 of the unfiltered RNG list with `body`; any other list
 * request goes to the server. Returns how many requests were answered so far.
 */
export async function serveOnePage(page: Page, body: string): Promise<() => number> {
  let answered = 0;
  const handler = (route: Route): Promise<void> => {
    const q = new URL(route.request().url()).searchParams;
    const unfiltered = ['gameClassify', 'gameName', 'vassalage', 'minBet'].every((k) => !q.get(k));
    if (q.get('gameType') !== 'RNG' || (q.get('pageNo') ?? '1') !== '1' || !unfiltered) return route.continue();
    answered++;
    return route.fulfill({ status: 200, contentType: 'application/json; charset=utf-8', body });
  };
  await page.route((url) => url.pathname === LIST_PATH, handler);
  return () => answered;
}
