// The client's view of the start-up payloads (the envelope's `value`). The wire shapes are the
// contract's (contract/system.ts); where the client reads them more loosely than the reference
// server sends them (other platforms may omit or vary a field), the view says so here.

import type * as wire from '../../contract/system';

export type WhiteLabelNode = wire.WhiteLabelNode;

export type RegisterRule = wire.RegisterRule;

/** Any string: the decoder keeps what an older platform sends ('1' means the new template). */
export type MobileTemplate = Record<keyof wire.MobileTemplate, string>;

/** A customer-service link; `path` is obfuscated (the last 8 characters are the key). */
export type CustomerServiceLink = wire.CustomerServiceLink;

/** A download or social resource; `url` is obfuscated like customer-service paths. Other platforms
 *  may send no `labelNameEn`. */
export interface ResourceLink extends Omit<wire.ResourceLink, 'labelNameEn'>, Partial<Pick<wire.ResourceLink, 'labelNameEn'>> {}

/** The decoded start-up information (see startup-info.ts); `paths` may name any page. */
export interface StartupInfo extends Omit<wire.StartupInfo, 'mobileTemplate' | 'paths' | 'resources' | 'whitelabel'> {
  mobileTemplate: MobileTemplate;
  paths: Record<string, string>;
  resources: ResourceLink[];
}

export interface SystemStatus extends Omit<wire.SystemStatus, 'info'> {
  /** The start-up information as sent, with the white-label tree already decoded. */
  info: Record<string, unknown> & Pick<wire.StartupInfo, 'whitelabel'>;
}
