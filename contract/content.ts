// Content: announcements, the help centre and the member's inbox (platform reference §7.8, §7.9;
// docs/member-area.md). Texts come in the request's language.

/** A banner (B), a marquee notice (PL) or a promotion (PR). */
export interface AnnouncementItem {
  id: number;
  title: string;
  content: string;
  /** Origin-relative under the image CDN ('/cdn/banners/…'), or ''. */
  imageUrl: string;
  /** An in-app route or an http(s) address, or ''. */
  linkUrl: string;
  groupName: string;
}

/** How a banner links ([D] reads it; platform reference §7.8): nowhere, to an in-app route, or
 *  to an http(s) address. The reference server's own values: the platform's are unknown. */
export type LinkageType = 'NONE' | 'INTERNAL' | 'EXTERNAL';

/** A banner (B), with the fields the platform's desktop client reads besides ours. */
export interface BannerItem extends AnnouncementItem {
  /** The picture, as `imageUrl`. */
  url: string;
  linkageType: LinkageType;
}

/** A promotion (PR), with the picture where the platform's plain-JS client ([G]) reads it: one
 *  image, the item's own, or none. */
export interface PromotionItem extends AnnouncementItem {
  announcementImages: Array<{ imageUrl: string; url: string }>;
}

/** A: members, B: guests, F: a member's first login. */
export type PopupExecution = 'A' | 'B' | 'F';

/** A popup (PU); `content` is HTML the client sanitises. */
export interface PopupItem extends AnnouncementItem {
  execution: PopupExecution;
  promotionType: string;
}

/** GET /wps/relay/MCSFE_getListAnnouncements?types=&groupName=&platform=: a group per type letter
 *  asked for (B banners, PL player, PU popup, PR promotion), each empty when not asked for. Type A
 *  (agents only) adds the agent's notices (agent.ts, AgentAnnouncements). */
export interface Announcements {
  banners: BannerItem[];
  player: AnnouncementItem[];
  popup: PopupItem[];
  promotion: PromotionItem[];
}

/** GET /wps/system/helpCenter?device=&lang=: the entries, each with its children. */
export interface HelpEntry {
  title: string;
  /** The entry's key (`agreement`, `deposit`, …), or ''. */
  tag: string;
  /** HTML: the client sanitises it. */
  content: string;
  children: HelpEntry[];
}

export interface InboxMessage {
  id: number;
  title: string;
  /** HTML: the client sanitises it. */
  content: string;
  /** ISO 8601. */
  createdAt: string;
  read: boolean;
}

/** GET /wps/relay/CSP_getInbox?pageNo=&pageSize=: one page, newest first. */
export interface InboxPage {
  list: InboxMessage[];
  pageNum: number;
  totalPages: number;
  unreadCount: number;
}

/** GET /wps/relay/CSP_unreadCount answers the count alone. */
export type UnreadCount = number;

/** POST /wps/relay/CSP_readInbox and /wps/relay/MCSFE_readAnnouncement: the message to mark read. */
export interface ReadBody {
  id: number;
}

/** The member's unread count after a read. */
export interface UnreadAnswer {
  unreadCount: number;
}
