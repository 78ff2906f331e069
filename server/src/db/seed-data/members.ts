/**
 * The demo accounts (docs/accounts.md, "Demo accounts"; also in both READMEs). Passwords are
 * hashed at seed time. Balances are in paisa. They have logged in before (lastLogin), so
 * firstTimeLogin and first-login popups are reserved for members registered during a session.
 */

export interface SeedMember {
  username: string;
  password: string;
  /** 0 member, 1 agent, 4 trial. */
  type: 0 | 1 | 4;
  dialingCode?: string;
  /** Stored form (sms/phone.ts): no trunk zero; shown and typed as 01711000001. */
  mobile?: string;
  email?: string;
  nickname?: string;
  /** The member's own invitation code (agents). */
  affiliateCode?: string;
  /** Username of the upline; seeded before this member. */
  upline?: string;
  /** 6 digits: agent01's, to transfer to its team (docs/agent-area.md, "Team and transfers"). */
  paymentPassword?: string;
  balanceMinor: number;
  regDate: string;
}

export const seedMembers: SeedMember[] = [
  {
    username: 'agent01',
    password: 'agent123',
    type: 1,
    dialingCode: '+880',
    mobile: '1711000002',
    email: 'agent01@bdplay.example',
    nickname: 'Agent One',
    affiliateCode: 'AG1001',
    paymentPassword: '135790',
    balanceMinor: 5_000_000,
    regDate: '2024-01-10T09:00:00.000Z',
  },
  {
    username: 'demo01',
    password: 'demo123',
    type: 0,
    dialingCode: '+880',
    mobile: '1711000001',
    email: 'demo01@bdplay.example',
    nickname: 'Demo',
    upline: 'agent01',
    balanceMinor: 1_234_567,
    regDate: '2024-02-01T12:30:00.000Z',
  },
  // Demo credit like every trial member (৳2,000.00); a trial member has no contact details.
  { username: 'trial01', password: 'trial123', type: 4, balanceMinor: 200_000, regDate: '2024-03-05T18:45:00.000Z' },
];

/** When the demo accounts "last logged in": any fixed past moment. */
export const SEED_LAST_LOGIN_MS = Date.UTC(2024, 5, 1);
