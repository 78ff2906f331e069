/**
 * Latin words a BN page may show (issue 17, route sweep check 3), each with its reason. Anything
 * else in Latin letters on a BN page is interface text that was not translated. Each `word` is a
 * regular expression matched against one whole word.
 */
export const LATIN_ALLOWED: { word: string; reason: string }[] = [
  { word: 'BD|Play', reason: 'the brand, "BD Play", is written in Latin letters in both languages' },
  { word: '\\w*\\*+\\w*', reason: 'a masked username (winners, leaderboard): usernames are Latin letters and digits' },
];
