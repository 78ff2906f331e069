// A page's title from the shell catalog (the titles of the page records, app/pages.ts): the agent
// home's labels are the titles of the pages they open. The id is built, never written out: a literal `i18n._('route.x')`
// would be extracted into this route's catalog as an untranslated copy hiding the shell's text.

import { i18n } from '@lingui/core';
import type { PathName } from '@/lib/paths';

export const pageTitle = (name: PathName): string => i18n._(`route.${name}`);
