// The header's lazily loaded parts, one chunk: the signed-in account bar and the pop-over menu.
// Header.tsx starts loading it at boot when a session exists, or on the first tap of the menu.

export { AccountBar } from './AccountBar';
export { HeaderMenu } from './HeaderMenu';
