// Shapes of the platform's payloads (the envelope's `value`), as the client uses them.
// Field names follow the platform (see shared/design/platform-api-reference.md §7).

export interface WhiteLabelNode {
  modId: string;
  enabled: '1' | '0';
  childrenNodes: WhiteLabelNode[];
}

export interface RegisterRule {
  enabled: boolean;
  required: boolean;
  acceptedPattern: string;
  patternId: number;
  minLength: number;
  maxLength: number;
  type: string;
}

export interface MobileTemplate {
  app_background: string;
  app_desc: string;
  app_desc_font_color: string;
  mem_cen: string;
  dep_func: string;
}

/** A customer-service link; `path` is obfuscated (the last 8 characters are the key). */
export interface CustomerServiceLink {
  csType: string;
  path: string;
}

/** A download or social resource; `url` is obfuscated like customer-service paths. */
export interface ResourceLink {
  resourceType: string;
  url: string;
  labelNameEn?: string;
}

/** The decoded start-up information (see startup-info.ts). */
export interface StartupInfo {
  customerService: CustomerServiceLink[];
  imageCDNs: string[];
  launchGameCDNs: string[];
  domainRoute: string[];
  mobileTemplate: MobileTemplate;
  paths: Record<string, string>;
  register: Record<string, RegisterRule>;
  resources: ResourceLink[];
  mainDomain: string;
  currency: string;
}

export interface SystemStatus {
  maintenance: boolean;
  regionRestriction: boolean;
  location: { ip: string; countryCode?: string };
  /** The start-up information as sent, with the white-label tree already decoded. */
  info: Record<string, unknown> & { whitelabel: WhiteLabelNode[] };
}
