// A signed-in staff person of a preset role, for tests that check what a role may do (decision 0049).
import type { PresetRole } from '@zariya/shared/staff';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { staffAccounts, staffRoles } from '../db/schema.ts';
import { startStaffSession } from '../modules/admin/staff.service.ts';

/** Makes a staff account of the preset role and answers its bearer token. */
export async function presetStaffToken(db: Db, preset: PresetRole, email = `${preset}@zariya.test`) {
  const [role] = await db.select().from(staffRoles).where(eq(staffRoles.preset, preset));
  const [account] = await db
    .insert(staffAccounts)
    .values({ email, name: `The ${preset} person`, roleId: role.id })
    .returning();
  return startStaffSession(db, account.id, { device: 'test', ip: '127.0.0.1' });
}
