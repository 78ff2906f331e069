// Realistic payloads, shaped like the reference server's answers.
import type { SystemStatus, WhiteLabelNode } from '@/api/types';

const node = (modId: string, on = true, childrenNodes: WhiteLabelNode[] = []): WhiteLabelNode => ({
  modId,
  enabled: on ? '1' : '0',
  childrenNodes,
});

export function statusFixture(patch: Partial<SystemStatus> = {}): SystemStatus {
  return {
    maintenance: false,
    regionRestriction: false,
    location: { ip: '103.4.145.2' },
    info: {
      whitelabel: [node('REG3', true, [node('USERNAMEREG3'), node('MOBILENUMREG3'), node('DIRECTREG3')])],
      imageCDNs: ['/cdn'],
      mainDomain: 'bdplay.example',
    },
    ...patch,
  };
}

export { node as whiteLabelNode };
