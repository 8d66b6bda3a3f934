// Five news items of the demo programme, the newest one promoted on the dashboard.
import type { Tx } from '../db/client';
import { news, type LocalizedText } from '../db/schema';
import { landscape, type PaletteName } from './art/pictures';
import type { MotifName } from './art/motifs';
import type { PictureBook } from './picture-book';

interface NewsDef {
  key: string;
  daysAgo: number;
  promoted?: boolean;
  motif: MotifName;
  palette: PaletteName;
  title: LocalizedText;
  intro: LocalizedText;
  body: LocalizedText;
}

const NEWS: NewsDef[] = [
  {
    key: 'winter-menu',
    daysAgo: 1,
    promoted: true,
    motif: 'cup',
    palette: 'sunset',
    title: { en: 'The winter menu is here', lt: 'Žiemos meniu jau čia' },
    intro: {
      en: 'Spiced oat latte, cardamom buns and a warming soup of the day: come and taste the season at Aurora Café.',
      lt: 'Prieskoninė latte su avižų pienu, kardamono bandelės ir šildanti dienos sriuba – užsukite paragauti sezono „Aurora Café“.',
    },
    body: {
      en:
        '<p>The days are short, the trails are frosty and our baristas have been busy. From this week every Aurora Café serves the winter menu.</p>' +
        '<h2>What is new</h2><ul><li><strong>Spiced oat latte</strong> with cinnamon, clove and a little orange zest.</li>' +
        '<li><strong>Cardamom buns</strong>, baked every morning by our friends at Pine Bakery.</li>' +
        '<li><strong>Soup of the day</strong>, always vegetarian, served with rye bread.</li></ul>' +
        '<p>Pay with your Aurora Rewards phone number and every purchase counts towards the <em>Three coffees in a week</em> challenge.</p>',
      lt:
        '<p>Dienos trumpos, takai apšerkšniję, o mūsų baristai nesėdėjo rankų sudėję. Nuo šios savaitės visose „Aurora Café“ kavinėse – žiemos meniu.</p>' +
        '<h2>Kas naujo</h2><ul><li><strong>Prieskoninė latte su avižų pienu</strong> – su cinamonu, gvazdikėliais ir trupučiu apelsino žievelės.</li>' +
        '<li><strong>Kardamono bandelės</strong>, kurias kas rytą kepa mūsų draugai iš „Pine Bakery“.</li>' +
        '<li><strong>Dienos sriuba</strong> – visada vegetariška, patiekiama su ruginės duonos riekele.</li></ul>' +
        '<p>Atsiskaitydami nurodykite savo „Aurora Rewards“ telefono numerį – kiekvienas pirkinys bus įskaitytas į užduotį <em>Trys kavos per savaitę</em>.</p>',
    },
  },
  {
    key: 'kaunas-store',
    daysAgo: 4,
    motif: 'store',
    palette: 'aurora',
    title: { en: 'A new Aurora store in Kaunas', lt: 'Nauja „Aurora“ parduotuvė Kaune' },
    intro: {
      en: 'Our fourth store has opened in Kaunas Old Town, with a café corner and a workshop for bikes and skis.',
      lt: 'Kauno senamiestyje duris atvėrė ketvirtoji mūsų parduotuvė su kavos kampeliu ir dviračių bei slidžių dirbtuvėmis.',
    },
    body: {
      en:
        '<p>After Vilnius, Klaipėda and Nida, Aurora has come to Kaunas. The new store is open every day from 9:00 to 21:00.</p>' +
        '<p>Inside you will find the full gear range, a café corner with a view of the old town and a small workshop where our technicians tune bikes and wax skis while you wait.</p>' +
        '<p>Visit the store and complete the <em>Visit an Aurora store</em> challenge for 40 points.</p>',
      lt:
        '<p>Po Vilniaus, Klaipėdos ir Nidos „Aurora“ atkeliavo ir į Kauną. Nauja parduotuvė dirba kasdien nuo 9:00 iki 21:00.</p>' +
        '<p>Joje rasite visą įrangos asortimentą, kavos kampelį su vaizdu į senamiestį ir nedideles dirbtuves, kuriose meistrai jums belaukiant sureguliuos dviratį ar patepš slides.</p>' +
        '<p>Apsilankykite parduotuvėje ir įvykdykite užduotį <em>Apsilankykite „Aurora“ parduotuvėje</em> – gausite 40 taškų.</p>',
    },
  },
  {
    key: 'prize-catalogue',
    daysAgo: 9,
    motif: 'gift',
    palette: 'violet',
    title: { en: 'Meet the new prize catalogue', lt: 'Susipažinkite su nauju prizų katalogu' },
    intro: {
      en: 'Kayak trips, cinema nights and a tree planted in your name: there are new ways to spend your points.',
      lt: 'Baidarių žygiai, kino vakarai ir jūsų vardu pasodintas medis – atsirado naujų būdų išleisti taškus.',
    },
    body: {
      en:
        '<p>We asked what you would like to swap your points for, and you answered. The catalogue now has five categories:</p>' +
        '<ol><li>Coffee &amp; treats</li><li>Outdoor gear</li><li>Experiences</li><li>Discounts</li><li>Give back to nature</li></ol>' +
        '<p>Some prizes are limited, so keep an eye on the stock count. Mark the ones you like as favourites and you will find them quickly next time.</p>',
      lt:
        '<p>Klausėme, į ką norėtumėte iškeisti taškus, ir jūs atsakėte. Dabar kataloge yra penkios kategorijos:</p>' +
        '<ol><li>Kava ir skanėstai</li><li>Turistinė įranga</li><li>Patirtys</li><li>Nuolaidos</li><li>Dovana gamtai</li></ol>' +
        '<p>Kai kurių prizų kiekis ribotas, tad sekite likutį. Patikusius prizus pažymėkite kaip mėgstamus – kitą kartą juos rasite greičiau.</p>',
    },
  },
  {
    key: 'cleanup-thanks',
    daysAgo: 15,
    motif: 'leaf',
    palette: 'forest',
    title: { en: 'Thank you, clean-up crew!', lt: 'Ačiū, talkininkai!' },
    intro: {
      en: '120 volunteers, 85 bags of litter and 12 kilometres of riverside trail made clean again.',
      lt: '120 savanorių, 85 maišai šiukšlių ir 12 kilometrų vėl švaraus pakrantės tako.',
    },
    body: {
      en:
        '<p>Last Saturday 120 of you joined us on the Neris riverside trail. Together we filled 85 bags and carried out an old sofa that had been there for years.</p>' +
        '<p>Everyone who checked in received an Aurora thermo mug. The next clean-up day will be announced here and in the <em>Join the trail clean-up day</em> challenge.</p>',
      lt:
        '<p>Praėjusį šeštadienį prie mūsų Neries pakrantės take prisijungė 120 jūsų. Kartu pripildėme 85 maišus ir išnešėme seną sofą, kuri ten stovėjo ne vienus metus.</p>' +
        '<p>Kiekvienas užsiregistravęs dalyvis gavo „Aurora“ termo puodelį. Apie kitą talką pranešime čia ir užduotyje <em>Prisijunkite prie tako tvarkymo talkos</em>.</p>',
    },
  },
  {
    key: 'winter-packing',
    daysAgo: 24,
    motif: 'snowflake',
    palette: 'night',
    title: { en: 'How to pack for a winter hike', lt: 'Kaip susiruošti žiemos žygiui' },
    intro: {
      en: 'Five things our guides never leave at home when the thermometer drops below zero.',
      lt: 'Penki daiktai, kurių mūsų gidai niekada nepalieka namie, kai termometras nukrenta žemiau nulio.',
    },
    body: {
      en:
        '<p>Winter trails are quiet and beautiful, but they forgive fewer mistakes. Our guides pack these five things every time:</p>' +
        '<ul><li>A merino base layer and a spare pair of warm socks.</li><li>A thermos of hot tea.</li>' +
        '<li>A headlamp: the sun sets before five.</li><li>A charged phone in an inside pocket, where the cold does not drain it.</li>' +
        '<li>A simple first-aid kit.</li></ul><p>Tell someone where you are going and when you plan to be back.</p>',
      lt:
        '<p>Žiemos takai tylūs ir gražūs, tačiau klaidų atleidžia mažiau. Mūsų gidai kaskart pasiima šiuos penkis daiktus:</p>' +
        '<ul><li>Merino vilnos apatinį sluoksnį ir atsargines šiltas kojines.</li><li>Termosą karštos arbatos.</li>' +
        '<li>Prie galvos tvirtinamą žibintuvėlį – saulė nusileidžia dar prieš penktą.</li><li>Įkrautą telefoną vidinėje kišenėje, kur šaltis jo neiškrauna.</li>' +
        '<li>Paprastą pirmosios pagalbos rinkinėlį.</li></ul><p>Pasakykite kam nors, kur einate ir kada planuojate grįžti.</p>',
    },
  },
];

export function drawNews(book: PictureBook): void {
  NEWS.forEach((n, i) => book.add(`news:${n.key}`, landscape(n.motif, n.palette, 300 + i)));
}

/** News ids by key. */
export async function seedNews(tx: Tx, book: PictureBook, now = new Date()): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  for (const n of NEWS) {
    const [row] = await tx
      .insert(news)
      .values({
        title: n.title,
        intro: n.intro,
        body: n.body,
        imageId: book.id(`news:${n.key}`),
        promoted: n.promoted ?? false,
        publishedAt: new Date(now.getTime() - n.daysAgo * 24 * 3600 * 1000),
      })
      .returning({ id: news.id });
    ids[n.key] = row!.id;
  }
  return ids;
}
