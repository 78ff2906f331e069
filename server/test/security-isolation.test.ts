import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from './client.ts';
import { rawRequest, startTestServer, type TestServer } from './helpers.ts';
import { addMember, signIn, type TestMember } from './security/members.ts';

/**
 * One member can neither read nor change another's favourites, inbox, feedback or promotion
 * claims. The server takes the member from the session only; each test also sends the other
 * member's ids in every parameter a hopeful attacker might try (memberId, userId, username …).
 */

let server: TestServer;
let alice: TestMember;
let bob: TestMember;
let aliceClient: TestClient;
let bobClient: TestClient;
beforeAll(async () => {
  server = await startTestServer({ dist: { 'index.html': '<!doctype html><title>app</title>' } });
  [alice, bob] = [addMember(server), addMember(server)];
  [aliceClient, bobClient] = [await signIn(server, alice), await signIn(server, bob)];
});
afterAll(() => server.close());

/** Alice's identity in the names a forged request might use. */
const asAlice = () => ({ memberId: alice.id, userId: alice.id, customerId: alice.id, username: alice.username, account: alice.username });
const aliceQuery = () => `memberId=${alice.id}&userId=${alice.id}&username=${alice.username}`;

describe('favourites', () => {
  it("Bob sees none of Alice's and cannot remove hers", async () => {
    const game = server.db.prepare("SELECT node_id AS nodeId, vendor FROM games WHERE merchant = 'bdm01' ORDER BY id LIMIT 1").get() as {
      nodeId: number;
      vendor: string;
    };
    const target = { nodeId: String(game.nodeId), vendor: game.vendor };
    expect((await aliceClient.call('POST', '/wps/relay/MCSFE_addFavoriteGameV2', target)).status).toBe(200);

    expect((await bobClient.call('GET', `/wps/relay/MCSFE_getFavoriteGames?${aliceQuery()}`)).json().value).toEqual([]);
    expect((await bobClient.call('GET', `/wps/relay/MCSFE_getFavoriteGamesList?${aliceQuery()}`)).json().value.content).toEqual([]);
    expect((await bobClient.call('DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2', { ...target, ...asAlice() })).status).toBe(200);

    expect((await aliceClient.call('GET', '/wps/relay/MCSFE_getFavoriteGames')).json().value).toEqual([target.nodeId]);
  });
});

describe('inbox', () => {
  it("Bob's list holds only his messages; reading Alice's is 404 and leaves it unread", async () => {
    const insert = server.db.prepare('INSERT INTO inbox_messages (member_id, title_bn, content_bn, created_at) VALUES (?, ?, ?, ?)');
    const aliceMessage = Number(insert.run(alice.id, 'For Alice only', '<p>secret</p>', Date.now()).lastInsertRowid);
    insert.run(bob.id, 'For Bob', '<p>hello</p>', Date.now());

    const list = (await bobClient.call('GET', `/wps/relay/CSP_getInbox?${aliceQuery()}`)).json().value.list as Array<{ title: string }>;
    expect(list.map((m) => m.title)).toEqual(['For Bob']);
    const read = await bobClient.call('POST', '/wps/relay/CSP_readInbox', { id: aliceMessage, ...asAlice() });
    expect(read.status).toBe(404);
    expect(read.json().errorCode).toBe('inbox.not.found');

    expect(server.db.prepare('SELECT read_at FROM inbox_messages WHERE id = ?').get(aliceMessage)).toEqual({ read_at: null });
    expect((await aliceClient.call('GET', '/wps/relay/CSP_unreadCount')).json().value).toBe(1);
  });
});

describe('feedback', () => {
  const BOUNDARY = '----isolation';
  const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from("Alice's screenshot")]);
  const send = (client: TestClient, text: string, image: Buffer) => {
    const body = Buffer.concat([
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="content"\r\n\r\n${text}\r\n`),
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="images"; filename="${alice.id}-1.png"\r\n\r\n`),
      image,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]);
    return rawRequest(server.port, '/wps/feedback', {
      method: 'PUT',
      body,
      headers: { ...client.headers(), 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`, 'Content-Length': String(body.length) },
    });
  };

  it("no call lists feedback; Alice's stored image is served nowhere and Bob's upload cannot replace it", async () => {
    const res = await send(aliceClient, 'Slow on 2G', PNG);
    expect(res.status, res.text).toBe(200);
    const { id } = res.json().value;
    const uploads = join(server.dir, 'uploads');
    const [file] = readdirSync(uploads).filter((name) => name.startsWith(`${id}-`));

    // Feedback is write-only: the one path answers PUT alone, and no listing call exists.
    for (const path of ['/wps/feedback', `/wps/feedback?id=${id}&${aliceQuery()}`, '/wps/feedback/list', `/wps/feedback/${id}`]) {
      const got = await bobClient.call('GET', path);
      expect([404, 405], path).toContain(got.status);
      expect(got.text).not.toContain('Slow on 2G');
    }
    for (const path of [`/uploads/${file}`, `/${file}`, `/m/../uploads/${file}`, `/cdn/../uploads/${file}`, `/wps/../uploads/${file}`]) {
      const got = await rawRequest(server.port, path, { headers: bobClient.headers() });
      expect(got.body.includes(PNG), path).toBe(false);
    }

    // Bob's upload, with a file name that copies Alice's, gets a name of its own.
    const other = await send(bobClient, 'Mine', Buffer.concat([PNG.subarray(0, 8), Buffer.from("Bob's image")]));
    expect(other.json().value.id).not.toBe(id);
    expect(readFileSync(join(uploads, file ?? '')).equals(PNG)).toBe(true);
    expect(server.db.prepare('SELECT member_id AS memberId FROM feedback WHERE id = ?').get(id)).toEqual({ memberId: alice.id });
  });
});

describe('promotion claims', () => {
  const MINE = '/wps/relay/MCSFE_getAvailablePromotions';
  const CLAIM = '/wps/relay/MCSFE_claimIssuedPromotion';
  const balance = (member: TestMember) =>
    (server.db.prepare('SELECT balance_minor AS b FROM members WHERE id = ?').get(member.id) as { b: number }).b;

  it('Bob sees only his own claims, and a claim naming Alice is his and pays him', async () => {
    const list = (await aliceClient.call('GET', MINE)).json().value.list as Array<{ id: number; type: string; status: string }>;
    const [first, second] = list.filter((p) => p.type === 'BONUS' && p.status === 'CLAIMABLE');
    expect((await aliceClient.call('POST', CLAIM, { promotionId: first?.id })).status).toBe(200);

    const bobsView = (await bobClient.call('GET', `${MINE}?${aliceQuery()}`)).json().value.list as Array<{ id: number; status: string }>;
    expect(bobsView.find((p) => p.id === first?.id)?.status).toBe('CLAIMABLE');

    const [aliceBefore, bobBefore] = [balance(alice), balance(bob)];
    const forged = await bobClient.call('POST', CLAIM, { promotionId: second?.id, ...asAlice() });
    expect(forged.status).toBe(200);
    expect(balance(alice)).toBe(aliceBefore);
    expect(balance(bob)).toBeGreaterThan(bobBefore);
    // Between the two of them (a seeded demo member may hold a claim of the same promotion).
    const claims = server.db
      .prepare('SELECT member_id AS memberId FROM promotion_claims WHERE promotion_id = ? AND member_id IN (?, ?)')
      .all(second?.id, alice.id, bob.id);
    expect(claims).toEqual([{ memberId: bob.id }]);
    // And Alice may still claim it herself.
    expect((await aliceClient.call('POST', CLAIM, { promotionId: second?.id })).status).toBe(200);
  });
});
