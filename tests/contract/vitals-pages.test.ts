// Field data (docs/field-data.md): the server accepts the page names the client sends. The two
// share no code at run time, so this test is where the server's list meets the page records.
import { expect, it } from 'vitest';
import { VITALS_PAGES } from '../../server/src/modules/vitals/pages';
import { pages } from '@/app/pages';

it("the server's page names are the client's pages, no more, no less", () => {
  expect([...VITALS_PAGES].sort()).toEqual(Object.keys(pages).sort());
});
