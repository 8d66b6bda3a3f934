// The prize catalogue: five categories, limited and unlimited stock, every kind of code.
import type { Tx } from '../db/client';
import { prizeCategories, prizes, type LocalizedText } from '../db/schema';
import { product, tile, type PaletteName } from './art/pictures';
import type { MotifName } from './art/motifs';
import type { PictureBook } from './picture-book';

interface CategoryDef {
  key: string;
  name: LocalizedText;
  motif: MotifName;
  palette: PaletteName;
}

const CATEGORIES: CategoryDef[] = [
  { key: 'coffee', name: { en: 'Coffee & treats', lt: 'Kava ir skanėstai' }, motif: 'cup', palette: 'sunset' },
  { key: 'gear', name: { en: 'Outdoor gear', lt: 'Turistinė įranga' }, motif: 'backpack', palette: 'forest' },
  { key: 'experiences', name: { en: 'Experiences', lt: 'Patirtys' }, motif: 'compass', palette: 'ocean' },
  { key: 'discounts', name: { en: 'Discounts', lt: 'Nuolaidos' }, motif: 'percent', palette: 'berry' },
  { key: 'nature', name: { en: 'Give back to nature', lt: 'Dovana gamtai' }, motif: 'tree', palette: 'moss' },
];

interface PrizeDef {
  key: string;
  category: string;
  name: LocalizedText;
  description: LocalizedText;
  value: number;
  /** null: unlimited. */
  itemsLeft: number | null;
  codeMedia: 'code' | 'barcode' | 'code_barcode';
  barcodeType: 'QRCODE' | 'CODE128' | 'EAN13';
  validDays: number;
  tags?: string[];
  redeemable?: boolean;
  motif: MotifName;
  palette: PaletteName;
}

const PRIZES: PrizeDef[] = [
  {
    key: 'filter-coffee', category: 'coffee', value: 60, itemsLeft: null, codeMedia: 'code', barcodeType: 'QRCODE', validDays: 14,
    motif: 'cup', palette: 'sunset',
    name: { en: 'Filter coffee', lt: 'Filtruota kava' },
    description: {
      en: 'A large cup of our freshly brewed filter coffee at any Aurora Café. Say the code at the counter.',
      lt: 'Didelis puodelis šviežiai paruoštos filtruotos kavos bet kurioje „Aurora Café“. Kodą pasakykite prie prekystalio.',
    },
  },
  {
    key: 'cinnamon-bun', category: 'coffee', value: 50, itemsLeft: null, codeMedia: 'barcode', barcodeType: 'CODE128', validDays: 14,
    motif: 'bread', palette: 'sand',
    name: { en: 'Cinnamon bun', lt: 'Cinamoninė bandelė' },
    description: {
      en: 'Our bakers’ famous cinnamon bun, baked every morning by Pine Bakery. Show the barcode at the till.',
      lt: 'Garsioji cinamoninė bandelė, kurią kas rytą kepa „Pine Bakery“. Brūkšninį kodą parodykite prie kasos.',
    },
  },
  {
    key: 'reusable-cup', category: 'coffee', value: 180, itemsLeft: 40, codeMedia: 'code_barcode', barcodeType: 'QRCODE', validDays: 30,
    tags: ['new'], motif: 'cup', palette: 'teal',
    name: { en: 'Reusable coffee cup', lt: 'Daugkartinis kavos puodelis' },
    description: {
      en: 'A 350 ml cup with a leak-proof lid. Bring it along and every coffee in it costs 20 cents less.',
      lt: '350 ml puodelis sandariu dangteliu. Atsineškite jį – kiekviena kava į jį kainuos 20 centų pigiau.',
    },
  },
  {
    key: 'breakfast-for-two', category: 'coffee', value: 250, itemsLeft: 20, codeMedia: 'code_barcode', barcodeType: 'QRCODE', validDays: 30,
    motif: 'bread', palette: 'coral',
    name: { en: 'Breakfast for two', lt: 'Pusryčiai dviem' },
    description: {
      en: 'Two hot drinks and two breakfast plates of your choice at Aurora Café, served until noon.',
      lt: 'Du karšti gėrimai ir du pasirinkti pusryčių patiekalai „Aurora Café“, patiekiami iki vidurdienio.',
    },
  },
  {
    key: 'thermo-mug', category: 'coffee', value: 350, itemsLeft: null, codeMedia: 'code_barcode', barcodeType: 'QRCODE', validDays: 60,
    redeemable: false, motif: 'cup', palette: 'aurora',
    name: { en: 'Aurora thermo mug', lt: 'Aurora termo puodelis' },
    description: {
      en: 'A steel thermo mug that keeps tea hot for six hours. Not for sale: only challenge heroes get one.',
      lt: 'Plieninis termo puodelis, kuriame arbata išlieka karšta šešias valandas. Neparduodamas – jį gauna tik užduočių didvyriai.',
    },
  },
  {
    key: 'insulated-bottle', category: 'gear', value: 400, itemsLeft: 12, codeMedia: 'code_barcode', barcodeType: 'QRCODE', validDays: 30,
    tags: ['new'], motif: 'bottle', palette: 'forest',
    name: { en: 'Insulated bottle 750 ml', lt: 'Termo gertuvė 750 ml' },
    description: {
      en: 'Keeps water cold for 24 hours and tea hot for 12. Pick it up at any Aurora store.',
      lt: 'Vanduo joje išlieka šaltas 24 valandas, o arbata karšta – 12. Atsiimkite bet kurioje „Aurora“ parduotuvėje.',
    },
  },
  {
    key: 'day-backpack', category: 'gear', value: 1200, itemsLeft: 2, codeMedia: 'barcode', barcodeType: 'EAN13', validDays: 30,
    motif: 'backpack', palette: 'teal',
    name: { en: 'Day backpack 20 L', lt: 'Dienos kuprinė 20 L' },
    description: {
      en: 'A light, water-resistant backpack with a padded back and a bottle pocket. Only a few left!',
      lt: 'Lengva, vandeniui atspari kuprinė su minkšta nugarėle ir kišene gertuvei. Liko vos kelios!',
    },
  },
  {
    key: 'tent', category: 'gear', value: 3000, itemsLeft: 0, codeMedia: 'code_barcode', barcodeType: 'QRCODE', validDays: 30,
    motif: 'tent', palette: 'slate',
    name: { en: 'Two-person tent', lt: 'Dvivietė palapinė' },
    description: {
      en: 'A 2.1 kg three-season tent that pitches in five minutes. New stock arrives in spring.',
      lt: '2,1 kg trijų sezonų palapinė, kurią pastatysite per penkias minutes. Naujų atsargų sulauksime pavasarį.',
    },
  },
  {
    key: 'compass', category: 'gear', value: 350, itemsLeft: 25, codeMedia: 'code', barcodeType: 'QRCODE', validDays: 30,
    motif: 'compass', palette: 'night',
    name: { en: 'Trail compass', lt: 'Žygio kompasas' },
    description: {
      en: 'A baseplate compass with a map scale, for the trails where your phone has no signal.',
      lt: 'Kompasas su žemėlapio mastelio liniuote – takams, kur telefonas neranda ryšio.',
    },
  },
  {
    key: 'kayak-trip', category: 'experiences', value: 900, itemsLeft: 8, codeMedia: 'code_barcode', barcodeType: 'QRCODE', validDays: 60,
    tags: ['new'], motif: 'paddle', palette: 'ocean',
    name: { en: 'Kayak trip for two', lt: 'Baidarių žygis dviem' },
    description: {
      en: 'A three-hour guided kayak trip with Baltic Paddle, boats and life jackets included. Book a day by phone.',
      lt: 'Trijų valandų baidarių žygis su „Baltic Paddle“ gidu; baidarės ir gelbėjimosi liemenės įskaičiuotos. Dieną rezervuokite telefonu.',
    },
  },
  {
    key: 'bike-rental', category: 'experiences', value: 500, itemsLeft: null, codeMedia: 'barcode', barcodeType: 'CODE128', validDays: 60,
    motif: 'bike', palette: 'teal',
    name: { en: 'Bike rental for a day', lt: 'Dviračio nuoma dienai' },
    description: {
      en: 'A trekking bike from Velo Trails for a whole day, with a helmet and a lock.',
      lt: 'Visai dienai – „Velo Trails“ turistinis dviratis su šalmu ir spyna.',
    },
  },
  {
    key: 'cinema', category: 'experiences', value: 450, itemsLeft: 30, codeMedia: 'code_barcode', barcodeType: 'QRCODE', validDays: 45,
    motif: 'ticket', palette: 'berry',
    name: { en: 'Two Garden Cinema tickets', lt: 'Du bilietai į „Garden Cinema“' },
    description: {
      en: 'Two tickets to any open-air screening at Garden Cinema, blankets included.',
      lt: 'Du bilietai į bet kurį „Garden Cinema“ seansą po atviru dangumi, pledai įskaičiuoti.',
    },
  },
  {
    key: 'gear-discount', category: 'discounts', value: 150, itemsLeft: null, codeMedia: 'barcode', barcodeType: 'EAN13', validDays: 30,
    motif: 'percent', palette: 'berry',
    name: { en: '10% off outdoor gear', lt: '10 % nuolaida turistinei įrangai' },
    description: {
      en: 'Ten per cent off one purchase of outdoor gear at any Aurora store. Not valid with other offers.',
      lt: 'Dešimties procentų nuolaida vienam turistinės įrangos pirkiniui bet kurioje „Aurora“ parduotuvėje. Nesumuojama su kitais pasiūlymais.',
    },
  },
  {
    key: 'voucher-5', category: 'discounts', value: 300, itemsLeft: null, codeMedia: 'code', barcodeType: 'QRCODE', validDays: 90,
    motif: 'bag', palette: 'violet',
    name: { en: '5 € voucher', lt: '5 € kuponas' },
    description: {
      en: 'Five euros off any purchase of 20 € or more, in the stores and the café.',
      lt: 'Penkių eurų nuolaida bet kuriam 20 € ar didesniam pirkiniui parduotuvėse ir kavinėje.',
    },
  },
  {
    key: 'bakery-discount', category: 'discounts', value: 120, itemsLeft: null, codeMedia: 'code', barcodeType: 'QRCODE', validDays: 30,
    tags: ['new'], motif: 'bread', palette: 'sand',
    name: { en: '20% off at Pine Bakery', lt: '20 % nuolaida „Pine Bakery“' },
    description: {
      en: 'Twenty per cent off your whole basket at Pine Bakery, once.',
      lt: 'Dvidešimties procentų nuolaida visam pirkinių krepšeliui „Pine Bakery“ – vieną kartą.',
    },
  },
  {
    key: 'plant-a-tree', category: 'nature', value: 200, itemsLeft: null, codeMedia: 'code', barcodeType: 'QRCODE', validDays: 365,
    motif: 'tree', palette: 'moss',
    name: { en: 'Plant a tree', lt: 'Pasodinkite medį' },
    description: {
      en: 'We plant a young oak in a Lithuanian forest in your name and send you its location in spring.',
      lt: 'Jūsų vardu pasodinsime jauną ąžuoliuką Lietuvos miške, o pavasarį atsiųsime jo vietą.',
    },
  },
];

export function drawPrizes(book: PictureBook): void {
  CATEGORIES.forEach((c, i) => book.add(`category:${c.key}`, tile(c.motif, c.palette, 100 + i)));
  PRIZES.forEach((p, i) => book.add(`prize:${p.key}`, product(p.motif, p.palette, 200 + i)));
}

/** Prize ids by key. */
export type SeededPrizes = Record<string, number>;

export async function seedPrizes(tx: Tx, book: PictureBook): Promise<SeededPrizes> {
  const categoryIds = new Map<string, number>();
  for (const [i, c] of CATEGORIES.entries()) {
    const [row] = await tx
      .insert(prizeCategories)
      .values({ name: c.name, imageId: book.id(`category:${c.key}`), sortOrder: i })
      .returning({ id: prizeCategories.id });
    categoryIds.set(c.key, row!.id);
  }
  const ids: SeededPrizes = {};
  for (const [i, p] of PRIZES.entries()) {
    const [row] = await tx
      .insert(prizes)
      .values({
        categoryId: categoryIds.get(p.category)!,
        name: p.name,
        description: p.description,
        imageId: book.id(`prize:${p.key}`),
        value: p.value,
        itemsLeft: p.itemsLeft,
        tags: p.tags ?? [],
        codeMedia: p.codeMedia,
        barcodeType: p.barcodeType,
        validDays: p.validDays,
        redeemable: p.redeemable ?? true,
        sortOrder: i,
      })
      .returning({ id: prizes.id });
    ids[p.key] = row!.id;
  }
  return ids;
}

export function prizeDefinition(key: string): PrizeDef {
  const def = PRIZES.find((p) => p.key === key);
  if (!def) throw new Error(`No demo prize "${key}".`);
  return def;
}
