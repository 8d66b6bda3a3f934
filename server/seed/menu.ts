// Two extra menu items: text pages the drawer and footer link to.
import type { Tx } from '../db/client';
import { menuItems } from '../db/schema';

export async function seedMenu(tx: Tx): Promise<void> {
  await tx.insert(menuItems).values([
    { routeName: 'about', title: { en: 'About us', lt: 'Apie mus' }, sortOrder: 0 },
    { routeName: 'business', title: { en: 'For business', lt: 'Verslui' }, sortOrder: 1 },
  ]);
}
