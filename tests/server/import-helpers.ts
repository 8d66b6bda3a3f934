// Uploading a members file through the console's API and waiting for its dry run or import to settle.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { MemberImport } from '../../contract/console/imports';
import { importedMembers, users } from '../../server/db/schema';
import { consoleCall, type SignedInStaff } from './console-helpers';
import type { TestApp } from './helpers';

export function importCalls(t: TestApp, admin: () => SignedInStaff) {
  const upload = (csv: string | Buffer) =>
    t.app.inject({
      method: 'POST',
      url: '/api/console/imports?file_name=members.csv',
      headers: { ...admin().headers, 'content-type': 'text/csv' },
      payload: csv,
    });

  async function settled(id: number): Promise<MemberImport> {
    for (let i = 0; i < 200; i++) {
      const res = await consoleCall(t, 'GET', `/imports/${id}`, admin().headers);
      expect(res.statusCode, res.body).toBe(200);
      const view = res.json() as MemberImport;
      if (!['checking', 'importing'].includes(view.status)) return view;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error('the import did not finish');
  }

  async function dryRun(csv: string | Buffer) {
    const res = await upload(csv);
    expect(res.statusCode, res.body).toBe(200);
    return settled(res.json().id);
  }

  const run = (id: number) => consoleCall(t, 'POST', `/imports/${id}/run`, admin().headers);

  async function importFile(csv: string | Buffer) {
    const checked = await dryRun(csv);
    expect(checked.status, JSON.stringify(checked)).toBe('checked');
    const started = await run(checked.id);
    expect(started.statusCode, started.body).toBe(200);
    return settled(checked.id);
  }

  async function memberOf(ref: string) {
    const [link] = await t.database.db.select().from(importedMembers).where(eq(importedMembers.externalRef, ref));
    if (!link) return null;
    const [user] = await t.database.db.select().from(users).where(eq(users.id, link.userId));
    return user!;
  }

  return { upload, settled, dryRun, run, importFile, memberOf };
}
