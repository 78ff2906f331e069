/**
 * Controls allowed a touch area under 44×44 px (issue 17, route sweep check 4), each with the
 * reason it was reviewed. Matched with `element.matches(selector)` in the page; class names are
 * hashed in the build, so select by role, attribute or structure. Keep the list short: the fix is
 * padding (a bigger touch area, not bigger art), and an entry is for what padding cannot fix.
 */
export const TOUCH_EXCEPTIONS: { selector: string; reason: string }[] = [];
