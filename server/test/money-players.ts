import { findMemberById } from '../src/modules/accounts/members.ts';
import { launchGame } from '../src/modules/games/launch.ts';
import { createSession } from '../src/modules/session/sessions.ts';
import { changeBalance } from '../src/modules/wallet/ledger.ts';
import { MERCHANT, rawRequest, type RawResponse, type TestServer } from './helpers.ts';
import { insertTestMember } from './test-members.ts';

/** Members, launches and keyed money calls for the rebate, transfer and rate-limit tests. */

export interface Player {
  id: number;
  token: string;
}

let serial = 0;

/** A fresh member with `balanceMinor` (an opening ledger row), a VIP level and an upline. */
export function newPlayer(
  server: TestServer,
  balanceMinor: number,
  options: { type?: number; vipLevel?: number; uplineId?: number; prefix?: string } = {},
): Player {
  serial += 1;
  const db = server.db;
  const type = options.type ?? 0;
  const id = insertTestMember(db, `${options.prefix ?? 'mp'}${serial}x${process.pid % 1000}`, { type });
  db.transaction(() => {
    if (balanceMinor > 0) changeBalance(db, id, 'opening', balanceMinor, 'opening');
    db.prepare('UPDATE members SET vip_level = ?, upline_id = ? WHERE id = ?').run(options.vipLevel ?? 0, options.uplineId ?? null, id);
  }).immediate();
  return { id, token: createSession(db, { id, type }) };
}

/** A live real-money launch of a game of `gameType` for the player: its id. */
export function launch(server: TestServer, player: Player, gameType = 'RNG'): string {
  const game = server.db
    .prepare("SELECT vendor, game_code AS gameCode FROM games WHERE merchant = 'bdm01' AND game_type = ? LIMIT 1")
    .get(gameType) as { vendor: string; gameCode: string };
  const answer = launchGame(server.db, findMemberById(server.db, player.id)!, {
    nodeId: '',
    gameId: '',
    vendor: game.vendor,
    gameCode: game.gameCode,
    accountType: 1,
    language: 'EN',
  });
  return new URLSearchParams(answer.content.game_url.split('?')[1]).get('launch')!;
}

export const newKey = (): string => crypto.randomUUID();

/** A JSON money call with the player's session and `key` (null: none). */
export function moneyCall(server: TestServer, player: Player, path: string, body: unknown, key: string | null = newKey()): Promise<RawResponse> {
  const headers: Record<string, string> = { ...MERCHANT, Authorization: player.token, 'Content-Type': 'application/json', Language: 'EN' };
  if (key !== null) headers['Idempotency-Key'] = key;
  return rawRequest(server.port, path, { method: 'POST', headers, body: JSON.stringify(body) });
}

export function getAs(server: TestServer, player: Player, path: string): Promise<RawResponse> {
  return rawRequest(server.port, path, { headers: { ...MERCHANT, Authorization: player.token, Language: 'EN' } });
}

export const bet = (server: TestServer, player: Player, launchId: string, stake: string, key?: string): Promise<RawResponse> =>
  moneyCall(server, player, '/demo-game/bet', { launch: launchId, stake, pick: 'HIGH' }, key);
