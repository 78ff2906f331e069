import type { HotMatch, HotMatchesAnswer } from '../../../../contract/games.ts';
import type { Db } from '../../db/connection.ts';
import { now } from '../../lib/clock.ts';
import type { Language } from './catalogue.ts';

/** GCSGAME_getGameMatchV2: hot matches, upcoming first, names in the request's language. */

const MINUTE = 60_000;
const HALF_HOUR = 30 * MINUTE;
/** A match stays listed this long after kick-off (a cricket T20 or a football match is in play). */
const LISTED_AFTER_KICKOFF = 3 * 60 * MINUTE;

interface MatchRow {
  leagueBn: string;
  leagueEn: string;
  homeBn: string;
  homeEn: string;
  awayBn: string;
  awayEn: string;
  homeImage: string;
  awayImage: string;
  kickoffAt: number | null;
  kickoffInMinutes: number | null;
  vendor: string;
  gameCode: string;
  roomId: string;
  nodeId: number;
  supportPlay: number;
}

export function hotMatches(db: Db, merchant: string, language: Language): HotMatchesAnswer {
  const at = now();
  // Relative kick-offs count from the next half hour, so the time does not creep between calls.
  const base = Math.ceil(at / HALF_HOUR) * HALF_HOUR;
  const rows = db
    .prepare(
      `SELECT m.league_bn AS leagueBn, m.league_en AS leagueEn, m.home_bn AS homeBn, m.home_en AS homeEn,
            m.away_bn AS awayBn, m.away_en AS awayEn, m.home_image AS homeImage, m.away_image AS awayImage,
            m.kickoff_at AS kickoffAt, m.kickoff_in_minutes AS kickoffInMinutes,
            g.vendor, g.game_code AS gameCode, g.room_id AS roomId, g.node_id AS nodeId, g.support_play AS supportPlay
     FROM hot_matches m JOIN games g ON g.id = m.game_ref
     WHERE m.merchant = ?`,
    )
    .all(merchant) as MatchRow[];
  const en = language === 'EN';
  return {
    list: rows
      .map((row): HotMatch => ({
        league: en ? row.leagueEn : row.leagueBn,
        matchTime: row.kickoffAt ?? base + (row.kickoffInMinutes ?? 0) * MINUTE,
        homeTeam: en ? row.homeEn : row.homeBn,
        awayTeam: en ? row.awayEn : row.awayBn,
        homeTeamImageUrl: row.homeImage,
        awayTeamImageUrl: row.awayImage,
        vendor: row.vendor,
        gameType: 'SPORTS',
        gameCode: row.gameCode,
        roomId: row.roomId,
        nodeId: String(row.nodeId),
        supportPlay: row.supportPlay === 1 ? '1' : '0',
      }))
      .filter((match) => match.matchTime > at - LISTED_AFTER_KICKOFF)
      .sort((a, b) => a.matchTime - b.matchTime),
  };
}
