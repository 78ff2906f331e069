// Start-up and configuration (platform reference §2.2, §7.10, §7.11): GET /wps/system/status and
// GET /wps/system/country.

/** A white-label switch and the switches under it. */
export interface WhiteLabelNode {
  modId: string;
  enabled: '1' | '0';
  childrenNodes: WhiteLabelNode[];
}

/** One registration field's rule (`info.register[field]`). */
export interface RegisterRule {
  enabled: boolean;
  required: boolean;
  /** A regular expression's source; '*' means any text. */
  acceptedPattern: string;
  /** The client says `reg_pattern_<patternId>` when the rule fails. */
  patternId: number;
  minLength: number;
  maxLength: number;
  type: string;
}

/** A customer-service link; `path` is obfuscated (the last 8 characters are the key). */
export interface CustomerServiceLink {
  csType: string;
  path: string;
}

/** A download or social link; `url` is obfuscated like customer-service paths. */
export interface ResourceLink {
  resourceType: string;
  url: string;
  labelNameEn: string;
}

/** The download bar and the template flags ('1' = the new member centre / deposit page). */
export interface MobileTemplate {
  app_background: string;
  /** In the request's language. */
  app_desc: string;
  app_desc_font_color: string;
  mem_cen: '0' | '1';
  dep_func: '0' | '1';
}

/** `info` of the status: the merchant's start-up information. */
export interface StartupInfo {
  customerService: CustomerServiceLink[];
  imageCDNs: string[];
  launchGameCDNs: string[];
  domainRoute: string[];
  mobileTemplate: MobileTemplate;
  paths: { appDownload: string; help: string; service: string };
  register: Record<string, RegisterRule>;
  resources: ResourceLink[];
  whitelabel: WhiteLabelNode[];
  mainDomain: string;
  currency: string;
}

/** GET /wps/system/status: the start-up call. */
export interface SystemStatus {
  maintenance: boolean;
  regionRestriction: boolean;
  location: { ip: string; countryCode?: string };
  info: StartupInfo;
}

/** GET /wps/system/country: one of the list, Bangladesh first. */
export interface Country {
  countryName: string;
  /** ISO 3166-1 alpha-2 (`BD`). */
  countryCode: string;
  /** With the plus sign (`+880`). */
  dialingCode: string;
}
