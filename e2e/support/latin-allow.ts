/**
 * Latin text a BN page may show (issue 17, route sweep check 3), each with its reason. Anything
 * else in Latin letters on a BN page is interface text that was not translated. Each `text` is a
 * regular expression for whole words (a name of several words is one entry, so that "Sports" of
 * "SABA Sports" does not let "Sports" pass anywhere else); matches are taken out of the text before
 * Latin words are looked for.
 */
export const LATIN_ALLOWED: { text: string; reason: string }[] = [
  { text: 'BD Play( Originals)?', reason: "the brand, and its in-house games' provider name, are written in Latin letters in both languages" },
  { text: '\\w*\\*+\\w*', reason: 'a masked username (winners, leaderboard): usernames are Latin letters and digits' },
  {
    text: '[a-z][a-z0-9]*[0-9][a-z0-9]*',
    reason:
      "a username (the member's own in the header and member centre; the agent's team in its lists): Latin letters and digits, as registered (tests register names such as pen581kba9)",
  },
  { text: 'English', reason: 'the language switcher names each language in itself (lang="en")' },
  {
    text: 'Jili|Pragmatic Play|JDB Gaming|CQ9 Gaming|Fa Chai|Spribe|PG Soft|V8 Poker|TF Gaming|SABA Sports|AE Sexy|DS88 Sabong|SV388|SBOBET|Kingmaker|IA E-sports|Evolution',
    reason: "the game providers' names as the server sends them (brands, written in Latin letters in every language)",
  },
  {
    text: 'USDT|TRC20',
    reason:
      "the stablecoin's ticker and its network: the deposit channel's own BN name is 'USDT (TRC20)' (seed-data/payment-channels.ts), as a wallet shows it",
  },
  { text: '[\\w*]*@[\\w.-]+', reason: "the member's own e-mail address, masked (security centre): addresses are Latin letters" },
  {
    text: 'arifm|jahidk',
    reason: "agent01's team members' usernames as seeded, all letters (team management lists its members): usernames are Latin",
  },
  { text: 'Md\\. Karim Hossain', reason: "demo01's real name as seeded (the member's own data, written as the member typed it; payout accounts)" },
];
