import { MERCHANT } from '../helpers.ts';
import { errorCodeOf, succeeded, type Answer, type PlannedRequest } from './fire.ts';

/** The calls a guest's home page makes at start-up, then the first page of the slots list (src/api). */
const HOME_CALLS = [
  '/wps/system/status',
  '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,H&groupName=m_home&platform=M&merchantCode=bdm01',
  '/wps/relay/GCSGAME_hotGamesV2?language=EN',
  '/wps/relay/GCSGAME_getVassGameType?typeId=1&merchant_code=bdm01',
  '/wps/relay/GCSGAME_getRankList?gameCategory=ALL&language=EN&limitNum=20',
  '/wps/relay/GCSGAME_getGameMatchV2?language=EN',
  '/wps/relay/GCSGAME_gameList?pageNo=1&gameType=RNG&language=EN',
];

/** `count` reads, cycling through the home calls. */
export const planReads = (count: number): PlannedRequest[] =>
  Array.from({ length: count }, (_, i) => ({
    method: 'GET',
    path: HOME_CALLS[i % HOME_CALLS.length]!,
    headers: { ...MERCHANT, Language: 'EN' },
  }));

export function checkReads(planned: PlannedRequest[], answers: Array<Answer | undefined>): string[] {
  const failed = planned.map((p, i) => (succeeded(answers[i]) ? '' : `${p.path}: ${errorCodeOf(answers[i])}`)).filter(Boolean);
  return failed.length > 0 ? [`${failed.length} reads failed, e.g. ${failed[0]}`] : [];
}
