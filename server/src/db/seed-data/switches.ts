/**
 * The white-label switch tree of the demo merchant. Parent nodes group the switches the way the
 * platform's admin menu does; the client flattens the tree into a { modId: boolean } map.
 * Switch names come from the spec (§2, §3) and the platform reference (§7.10).
 */

export interface SeedSwitch {
  modId: string;
  enabled: boolean;
  children?: SeedSwitch[];
}

const on = (modId: string): SeedSwitch => ({ modId, enabled: true });
const off = (modId: string): SeedSwitch => ({ modId, enabled: false });

export const seedSwitchTree: SeedSwitch[] = [
  {
    modId: 'REG3',
    enabled: true,
    children: [on('USERNAMEREG3'), on('MOBILENUMREG3'), on('REGMOBVERF3'), on('MOBILENUMPASSREG3'), on('DIRECTREG3')],
  },
  {
    modId: 'LOGIN3',
    enabled: true,
    children: [on('MOBILEVERCODELOGIN3'), on('FREEPLAY3'), off('GOOGLELOGIN3'), off('FACEBOOKLOGIN3')],
  },
  {
    modId: 'PASS3',
    enabled: true,
    children: [on('CHNGPASSVERIF3'), off('PWDEXPFORCECHANGE3')],
  },
  {
    modId: 'MEMCEN3',
    enabled: true,
    children: [
      on('DEPRECM3'),
      on('WITHREC3'),
      on('PERSREP'),
      on('TRANSREC3'),
      on('TRANSBETREPMEM3'),
      on('MANPLAYREB3'),
      on('PLYRBT'),
      on('MAILCEN'),
      on('FEEDBACK3'),
      on('VIPBENEFIT3'),
      on('UPLINETRANS3'),
    ],
  },
  {
    modId: 'AGEINFO3',
    enabled: true,
    children: [
      on('AGEPAG'),
      on('DOWNMAN'),
      on('AGENTRANSMULTDOWN3'),
      on('AGETEAMPNL3'),
      on('TEAMBETTING3'),
      on('AGEREBINC3'),
      on('SECPRIV'),
      on('GAMSER'),
      on('AGENTPOLICY3'),
    ],
  },
];
