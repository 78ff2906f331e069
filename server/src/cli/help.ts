import { DEFAULT_DB_PATH } from '../db/connection.ts';
import { SEED_MERCHANT_CODE } from '../db/seed-data/merchant.ts';

export const HELP = `QA command line for the reference server (works while the server runs).

Usage: npm run admin -- [options] <command>

Exit codes: 0 done, 1 error (no database, unknown merchant, announcement exists, audit failed,
deposit not pending, withdrawal in another state, adjustment below zero, settling a day not
over yet),
2 bad usage.

Commands:
  maintenance on|off      put the merchant in or out of maintenance
  region on|off           turn the region restriction on or off
  switch <KEY> on|off     set a white-label switch (an unknown KEY is created)
  service <csType> <URL>  set or replace a customer-service link (TELEGRAM1, LIVECHAT, …); URL http(s)
  service <csType> off    delete that link
  announcement add <type> <group> <title> <content> [--title-en TEXT] [--content-en TEXT]
                   [--execution A|B|F] [--image PATH] [--link URL]
                          add a mobile announcement, last in its group, and print its id.
                          <title> and <content> are Bengali; --title-en/--content-en the English
                          (without them English players read the Bengali).
                          type: B banner, PL notice, PU popup, PR promotion, H (stored, never
                          served). PU needs --execution (A players, B guests, F first login) and
                          no other type takes it. PATH: under the image CDN (/cdn/…); URL: an
                          app route (/m/…) or http(s). An existing group+type+title is exit 1
  announcement remove <group> <type> <title>
                          delete one; prints "removed" or "not found" (exit 0 either way)
  announcement list [group]
                          print id, type, group, execution (- if none), title; one per line,
                          active or not
  games scale [<count>|off]
                          generated RNG games for load tests: with a count (0-20000), make
                          the merchant have exactly that many (games 1…count, the same every
                          time; off = 0 removes them with their favourites and recent rows);
                          without, print how many there are
  ledger <username> [--limit N]
                          print the member's balance and ledger rows, newest first (N 1-10000,
                          default 50): time (UTC), type, amount, balance after, reference
  team <username>         print the agent's downline by depth: depth, username, type, balance,
                          registered, last login (UTC); then the count and the balances' total
  adjust <username> <amount> --reason TEXT
                          add (500) or take (-20.50) taka as one 'adjustment' ledger row with
                          the reason; exit 1 if it would make the balance negative
  deposits [--status pending|success|failed] [--user NAME] [--limit N]
                          print deposits, newest first (N default 50): order, member, channel,
                          way, amount, sender, reference, state, age, reason
  deposit approve <ID>    PENDING -> SUCCESS: credit the amount less the fee (a deposit ledger
                          row) and print the new balance. ID: order number (D…) or id. Exit 1
                          when it is not pending (deposit.not.pending): it pays once
  deposit reject <ID> [--reason TEXT]
                          PENDING -> FAILED, paying nothing; the reason (default "Payment not
                          received") is shown to the player
  withdrawals [--status pending|approved|paid|rejected] [--user NAME] [--limit N]
                          print withdrawals, newest first (N default 50): order, member, account
                          (in full, to pay it), amount, state, age, reason
  withdrawal approve <ID> PENDING -> APPROVED (you are paying it; no money moves). ID: order
                          number (W…) or id. Exit 1 in any other state (withdraw.state.invalid)
  withdrawal pay <ID> [--ref TEXT]
                          APPROVED -> PAID: the frozen amount has left; the reference is kept
  withdrawal reject <ID> [--reason TEXT]
                          PENDING or APPROVED -> REJECTED: the amount returns to the balance (a
                          withdrawal_return ledger row) once; the reason (default "Rejected by
                          the cashier") is shown to the player
  contract offer <username> --kind daily|hourly|dividend --tiers FROM:PAY,... [--from YYYY-MM-DD]
                          offer an agent a contract (pending; ends its open one of the kind).
                          Salary: PAY taka when the team stakes FROM taka a day (hourly: an
                          hour); dividend: PAY % of the team's net loss when it reaches FROM.
                          --from: the first day it pays for (default today, Dhaka)
  contract list [username]
                          print contracts, newest first: id, member, kind, state, first day, tiers
  settle salaries|dividends --date YYYY-MM-DD [--user NAME]
                          pay signed contracts from the team's bets: salaries for that day
                          (daily) and its hours (hourly); dividends for the half month ending
                          that day (the 15th or the last). Each period pays once; periods not
                          over are left for later
  settle agent-rebates [--date YYYY-MM-DD]
                          credit agents' rebate difference of that past Dhaka day (default:
                          every past day not yet credited), once per agent and day: a second run
                          credits nothing (the server also runs it at start and hourly)
  vitals [--days N] [--page NAME]
                          field data of the last N days (1-30, default 7; docs/field-data.md):
                          the 75th percentile and count of FCP, LCP, CLS, INP and the first game
                          icon (ms; CLS a score) by page and connection, then the chunks that
                          failed to load, by file
  audit                   prove every balance (all merchants) equals the sum of its ledger rows
                          and every row chains from the one before; print a summary. Exit 1
                          naming each member that fails
  status                  print merchant, maintenance, region and every switch
  migrate                 apply pending migrations
  seed                    insert missing seed data (never overwrites changes)

Options:
  --db PATH               database file (default: $DB_PATH or ${DEFAULT_DB_PATH})
  --merchant CODE         merchant code (default: ${SEED_MERCHANT_CODE})
  -h, --help              show this help

Examples:
  npm run admin -- maintenance on
  npm run admin -- switch GOOGLELOGIN3 on
  npm run admin -- service LIVECHAT https://chat.example.com/qa
  npm run -s admin -- announcement add PU m_home "QA popup" "<p>Hello</p>" --execution B  # -s: only the id
  npm run admin -- announcement remove m_home PU "QA popup"
  npm run admin -- games scale 10000
  npm run admin -- ledger demo01 --limit 10
  npm run admin -- deposits --status pending
  npm run admin -- deposit reject D250114K7M2Q9XA --reason "TrxID not found"
  npm run admin -- audit
  npm run admin -- vitals --days 1 --page home
  npm run admin -- --db /tmp/e2e.db status`;
