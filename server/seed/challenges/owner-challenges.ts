// Challenges of the programme's owner, Aurora Outdoor & Café, and of its partner Baltic Paddle.
import { t, type ChallengeDef } from './definition';

export const OWNER_CHALLENGES: ChallengeDef[] = [
  {
    key: 'store-visit',
    type: 'api_event',
    points: 40,
    tags: ['new'],
    canHide: false,
    picture: { motif: 'store', palette: 'aurora' },
    name: t('Visit an Aurora store', 'Apsilankykite „Aurora“ parduotuvėje'),
    description: t(
      'Drop by any Aurora store and give your Aurora Rewards phone number at the till. The visit counts straight away.',
      'Užsukite į bet kurią „Aurora“ parduotuvę ir prie kasos nurodykite savo „Aurora Rewards“ telefono numerį. Apsilankymas bus užskaitytas iš karto.',
    ),
    rules: { event: 'store_visit' },
  },
  {
    key: 'three-coffees',
    type: 'api_event_for_period',
    points: 60,
    progressDivisor: 3,
    picture: { motif: 'cup', palette: 'sunset' },
    name: t('Three coffees in a week', 'Trys kavos per savaitę'),
    description: t(
      'Buy three coffees at Aurora Café within seven days. Your progress updates after every purchase.',
      'Per septynias dienas „Aurora Café“ kavinėje nusipirkite tris puodelius kavos. Pažanga atnaujinama po kiekvieno pirkinio.',
    ),
    rules: { event: 'cafe_purchase', period_days: 7, required_count: 3 },
  },
  {
    key: 'gear-spend',
    type: 'api_event_quantitative',
    points: 150,
    progressDivisor: 100,
    picture: { motif: 'backpack', palette: 'forest' },
    name: t('Gear up for 100 €', 'Įsigykite įrangos už 100 €'),
    description: t(
      'Spend 100 € in total on outdoor gear in Aurora stores. Every purchase brings you closer, and the bar shows how far you have come.',
      '„Aurora“ parduotuvėse iš viso išleiskite 100 € turistinei įrangai. Kiekvienas pirkinys priartina prie tikslo, o juosta rodo, kiek jau pasiekėte.',
    ),
    rules: { event: 'gear_purchase_eur', target_quantity: 100 },
  },
  {
    key: 'store-card',
    type: 'owner_api_call',
    points: 50,
    canHide: false,
    picture: { motif: 'key', palette: 'violet' },
    name: t('Link your Aurora store card', 'Susiekite „Aurora“ parduotuvės kortelę'),
    description: t(
      'Already have a plastic Aurora card? Ask the cashier to link it to this account. The challenge completes as soon as the store confirms the link.',
      'Jau turite plastikinę „Aurora“ kortelę? Paprašykite kasininko susieti ją su šia paskyra. Užduotis bus įvykdyta, kai tik parduotuvė patvirtins susiejimą.',
    ),
    rules: { event: 'store_card_linked' },
  },
  {
    key: 'share-preferences',
    type: 'user_data_share',
    points: 30,
    picture: { motif: 'shield', palette: 'teal' },
    name: t('Get offers that fit you', 'Gaukite jums tinkančius pasiūlymus'),
    description: t(
      'Let Aurora Outdoor & Café use a few details about you to send offers that match your interests. You can withdraw your consent at any time by writing to hello@aurora-rewards.example.',
      'Leiskite „Aurora Outdoor & Café“ naudoti kelis jūsų duomenis, kad galėtume siųsti jūsų pomėgius atitinkančius pasiūlymus. Sutikimą galite bet kada atšaukti parašę adresu hello@aurora-rewards.example.',
    ),
    customData: {
      partner_name: 'Aurora Outdoor & Café',
      data_items: [t('First and last name', 'Vardas ir pavardė'), t('E-mail address', 'El. pašto adresas'), t('Favourite activities', 'Mėgstamos veiklos')],
      consent_text: t(
        'I agree that Aurora Outdoor & Café may use these details to personalise its offers.',
        'Sutinku, kad „Aurora Outdoor & Café“ naudotų šiuos duomenis pasiūlymams pritaikyti.',
      ),
    },
  },
  {
    key: 'coffee-quiz',
    type: 'text_quiz',
    points: 25,
    picture: { motif: 'question', palette: 'sand' },
    name: t('Coffee quiz', 'Kavos viktorina'),
    description: t(
      'One question about the drink that starts our mornings. Answer right and the points are yours; a wrong answer locks the quiz for a day.',
      'Vienas klausimas apie gėrimą, nuo kurio prasideda mūsų rytai. Atsakykite teisingai ir taškai jūsų; suklydus viktorina užrakinama vienai dienai.',
    ),
    customData: { question: t('Where does the coffee plant originally come from?', 'Iš kur kilęs kavos augalas?') },
    options: [
      { text: t('Ethiopia', 'Etiopija'), correct: true },
      { text: t('Brazil', 'Brazilija') },
      { text: t('Colombia', 'Kolumbija') },
      { text: t('Vietnam', 'Vietnamas') },
    ],
  },
  {
    key: 'cafe-menu',
    type: 'survey',
    points: 20,
    picture: { motif: 'checklist', palette: 'coral' },
    name: t('Help us plan the café menu', 'Padėkite sudaryti kavinės meniu'),
    description: t(
      'What would you like to find at Aurora Café this winter? Choose up to two.',
      'Ką norėtumėte rasti „Aurora Café“ šią žiemą? Pasirinkite ne daugiau kaip du variantus.',
    ),
    customData: { question: t('What should we add to the menu?', 'Ką turėtume įtraukti į meniu?'), min: 1, max: 2 },
    options: [
      { text: t('Oat milk flat white', 'Flat white su avižų pienu') },
      { text: t('Cardamom buns', 'Kardamono bandelės') },
      { text: t('Soup of the day', 'Dienos sriuba') },
      { text: t('Vegan sandwiches', 'Veganiški sumuštiniai') },
      { text: t('Cold brew', 'Šaltai plikyta kava') },
    ],
  },
  {
    key: 'leave-no-trace',
    type: 'link',
    points: 15,
    picture: { motif: 'leaf', palette: 'forest' },
    name: t('Learn to leave no trace', 'Išmokite nepalikti pėdsakų'),
    description: t(
      'Read the seven Leave No Trace principles: a five-minute read that makes every hike kinder to nature.',
      'Perskaitykite septynis „Leave No Trace“ principus – penkių minučių skaitinys, padėsiantis kiekvieną žygį padaryti draugiškesnį gamtai. Puslapis anglų kalba.',
    ),
    customData: { url: 'https://lnt.org/why/7-principles/', button_text: t('Read the principles', 'Skaityti principus') },
  },
];

export const PARTNER_CHALLENGES: ChallengeDef[] = [
  {
    key: 'kayak-rental',
    type: 'api_event',
    points: 80,
    tags: ['new'],
    endInDays: 3,
    picture: { motif: 'paddle', palette: 'ocean' },
    name: t('Paddle before the season ends', 'Irkluokite, kol nesibaigė sezonas'),
    description: t(
      'Rent a kayak from Baltic Paddle before the season closes. The rental counts when you bring the boat back.',
      'Išsinuomokite baidarę iš „Baltic Paddle“, kol sezonas dar nesibaigė. Nuoma užskaitoma, kai grąžinate baidarę.',
    ),
    rules: { event: 'kayak_rental' },
  },
  {
    key: 'dream-route',
    type: 'survey_images',
    points: 20,
    picture: { motif: 'compass', palette: 'ocean' },
    name: t('Pick your dream route', 'Išsirinkite svajonių maršrutą'),
    description: t(
      'Where would you paddle next summer? Tap the picture you like best.',
      'Kur norėtumėte irkluoti kitą vasarą? Bakstelėkite labiausiai patinkantį paveikslėlį.',
    ),
    customData: { question: t('Where would you paddle next?', 'Kur irkluotumėte kitą kartą?'), min: 1, max: 1 },
    options: [
      { text: t('A winding river', 'Vingiuota upė'), picture: { motif: 'wave', palette: 'ocean' } },
      { text: t('A quiet lake', 'Ramus ežeras'), picture: { motif: 'fish', palette: 'teal' } },
      { text: t('The sea coast', 'Jūros pakrantė'), picture: { motif: 'sun', palette: 'sand' } },
      { text: t('A forest stream', 'Miško upelis'), picture: { motif: 'tree', palette: 'forest' } },
    ],
  },
  {
    key: 'safety-video',
    type: 'video_quiz',
    points: 35,
    picture: { motif: 'play', palette: 'night' },
    name: t('Watch: paddling safety in two minutes', 'Žiūrėkite: saugus irklavimas per dvi minutes'),
    description: t(
      'Watch the short safety video from Baltic Paddle, then answer one question about it.',
      'Pažiūrėkite trumpą „Baltic Paddle“ vaizdo įrašą apie saugumą ir atsakykite į vieną klausimą.',
    ),
    customData: {
      video_url: '/media/paddling-safety.mp4',
      question: t('What must you always wear in a kayak?', 'Ką baidarėje privalu dėvėti visada?'),
    },
    options: [
      { text: t('A life jacket', 'Gelbėjimosi liemenę'), correct: true },
      { text: t('Sunglasses', 'Akinius nuo saulės') },
      { text: t('Rubber boots', 'Guminius batus') },
    ],
  },
];
