// The demo programme's organisations and branding: Aurora Outdoor & Café runs "Aurora Rewards";
// Baltic Paddle, a kayak rental, is a partner with challenges of its own.
import type { Tx } from '../db/client';
import { owners } from '../db/schema';
import { setSetting } from '../services/settings/settings';
import { appLogo, banner, ownerLogo, partnerLogo, type PaletteName } from './art/pictures';
import type { MotifName } from './art/motifs';
import type { PictureBook } from './picture-book';

export const PROGRAMME_NAME = 'Aurora Rewards';

const PARTNERS: Array<{ name: string; motif: MotifName; palette: PaletteName }> = [
  { name: 'Aurora Café', motif: 'cup', palette: 'sunset' },
  { name: 'Baltic Paddle', motif: 'paddle', palette: 'ocean' },
  { name: 'Pine Bakery', motif: 'bread', palette: 'sand' },
  { name: 'Velo Trails', motif: 'bike', palette: 'teal' },
  { name: 'Nida Surf Club', motif: 'wave', palette: 'night' },
  { name: 'Garden Cinema', motif: 'ticket', palette: 'berry' },
  { name: 'Green Market', motif: 'leaf', palette: 'forest' },
];

export function drawBrand(book: PictureBook): void {
  book.add('brand:logo', appLogo(PROGRAMME_NAME));
  book.add('brand:owner', ownerLogo('AURORA'));
  book.add('brand:banner', banner(PROGRAMME_NAME));
  PARTNERS.forEach((p, i) => book.add(`brand:partner-${i}`, partnerLogo(p.name, p.motif, p.palette)));
}

export interface SeededOwners {
  ownerId: number;
  partnerOwnerId: number;
}

export async function seedOwnersAndSettings(tx: Tx, book: PictureBook): Promise<SeededOwners> {
  const [owner] = await tx
    .insert(owners)
    .values({ name: 'Aurora Outdoor & Café', email: 'hello@aurora-rewards.example', imageId: book.id('brand:owner') })
    .returning({ id: owners.id });
  const [partner] = await tx
    .insert(owners)
    .values({ name: 'Baltic Paddle', email: 'crew@balticpaddle.example', imageId: book.id('brand:partner-1') })
    .returning({ id: owners.id });

  await setSetting(tx, 'owner_id', owner!.id);
  await setSetting(tx, 'brand', {
    name: PROGRAMME_NAME,
    logo_image_id: book.id('brand:logo'),
    partner_logo_image_ids: PARTNERS.map((_, i) => book.id(`brand:partner-${i}`)),
    mobile_banner_image_id: book.id('brand:banner'),
    copyright: {
      en: '© {year} Aurora Outdoor & Café. All rights reserved.',
      lt: '© {year} „Aurora Outdoor & Café“. Visos teisės saugomos.',
    },
  });
  return { ownerId: owner!.id, partnerOwnerId: partner!.id };
}
