import { expect } from 'vitest';
import { hashPasswordSync } from '../../src/lib/passwords.ts';
import { TestClient } from '../client.ts';
import type { TestServer } from '../helpers.ts';

/** Members of the security tests' own, straight into the database (registration is tested elsewhere). */

export interface TestMember {
  id: number;
  username: string;
  password: string;
  mobile: string;
  email: string;
}

let serial = 0;

export function addMember(server: TestServer, password = 'first123'): TestMember {
  serial += 1;
  const username = `sec${String(serial).padStart(4, '0')}`;
  const mobile = `0151${String(1_000_000 + serial).slice(1)}`;
  const email = `${username}@bdplay.example`;
  const { lastInsertRowid } = server.db
    .prepare(
      `INSERT INTO members (merchant, username, password_hash, dialing_code, mobile, email, reg_date)
     VALUES ('bdm01', ?, ?, '+880', ?, ?, '2024-01-01T00:00:00.000Z')`,
    )
    .run(username, hashPasswordSync(password), mobile.slice(1), email); // stored without the trunk 0
  return { id: Number(lastInsertRowid), username, password, mobile, email };
}

/** A new device signed in as `member`. */
export async function signIn(server: TestServer, member: Pick<TestMember, 'username' | 'password'>): Promise<TestClient> {
  const client = new TestClient(server);
  const res = await client.login(member.username, member.password);
  expect(res.status, res.text).toBe(200);
  return client;
}

/** The errorCode (or null) and status of a call, for compact assertions. */
export async function outcome(pending: Promise<{ status: number; json: () => any }>): Promise<{ status: number; errorCode: string | null }> {
  const res = await pending;
  return { status: res.status, errorCode: res.json().errorCode };
}
