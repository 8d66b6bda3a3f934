// Simple line icons in a 100x100 box, drawn in one colour: the subjects of the demo pictures.
const line = (c: string, w = 6) =>
  `fill="none" stroke="${c}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"`;

export const motifs = {
  cup: (c: string) =>
    `<path d="M22 40 h46 v22 a20 20 0 0 1 -20 20 h-6 a20 20 0 0 1 -20 -20 Z" ${line(c)}/>` +
    `<path d="M68 46 h6 a9 9 0 0 1 0 18 h-6" ${line(c)}/>` +
    `<path d="M34 16 q-5 6 0 12 M46 14 q-5 7 0 14 M58 16 q-5 6 0 12" ${line(c, 5)}/>` +
    `<path d="M16 88 h62" ${line(c)}/>`,
  mountain: (c: string) =>
    `<path d="M8 82 L38 34 L54 58 L66 42 L92 82 Z" ${line(c)}/>` +
    `<path d="M30 47 l8 7 l7 -8" ${line(c, 5)}/>` +
    `<circle cx="74" cy="20" r="8" ${line(c, 5)}/>`,
  bike: (c: string) =>
    `<circle cx="24" cy="64" r="16" ${line(c)}/><circle cx="76" cy="64" r="16" ${line(c)}/>` +
    `<path d="M24 64 L40 36 H64 L76 64 M40 36 L52 64 L64 36 M36 28 h12 M62 26 l6 0 l-4 10" ${line(c)}/>`,
  leaf: (c: string) =>
    `<path d="M20 80 C20 40 46 18 84 16 C84 56 62 80 20 80 Z" ${line(c)}/>` +
    `<path d="M20 80 L60 40 M40 60 h14 M50 50 v-12" ${line(c, 5)}/>`,
  star: (c: string) =>
    `<path d="M50 10 L61 36 L89 38 L67 56 L74 84 L50 69 L26 84 L33 56 L11 38 L39 36 Z" ${line(c)}/>`,
  question: (c: string) =>
    `<circle cx="50" cy="50" r="40" ${line(c)}/>` +
    `<path d="M37 38 a13 13 0 1 1 19 12 c-5 3 -6 6 -6 11" ${line(c, 7)}/>` +
    `<circle cx="50" cy="74" r="4.5" fill="${c}"/>`,
  phone: (c: string) =>
    `<rect x="28" y="8" width="44" height="84" rx="9" ${line(c)}/>` +
    `<path d="M44 18 h12" ${line(c, 5)}/><circle cx="50" cy="80" r="4" fill="${c}"/>`,
  envelope: (c: string) =>
    `<rect x="10" y="22" width="80" height="56" rx="7" ${line(c)}/>` +
    `<path d="M14 28 L50 56 L86 28" ${line(c)}/>`,
  pin: (c: string) =>
    `<path d="M50 92 C50 92 20 60 20 40 a30 30 0 0 1 60 0 c0 20 -30 52 -30 52 Z" ${line(c)}/>` +
    `<circle cx="50" cy="40" r="11" ${line(c)}/>`,
  gift: (c: string) =>
    `<rect x="14" y="38" width="72" height="18" rx="4" ${line(c)}/>` +
    `<path d="M20 56 v30 h60 v-30 M50 38 v48" ${line(c)}/>` +
    `<path d="M50 38 c-8 -20 -30 -18 -26 -6 c2 6 14 6 26 6 c12 0 24 0 26 -6 c4 -12 -18 -14 -26 6" ${line(c, 5)}/>`,
  play: (c: string) =>
    `<rect x="8" y="18" width="84" height="64" rx="14" ${line(c)}/>` +
    `<path d="M42 36 L64 50 L42 64 Z" fill="${c}" stroke="${c}" stroke-width="4" stroke-linejoin="round"/>`,
  people: (c: string) =>
    `<circle cx="36" cy="34" r="12" ${line(c)}/><circle cx="68" cy="38" r="10" ${line(c)}/>` +
    `<path d="M12 82 c0 -18 10 -28 24 -28 s24 10 24 28 M60 58 c14 0 26 6 28 24" ${line(c)}/>`,
  calendar: (c: string) =>
    `<rect x="12" y="20" width="76" height="68" rx="8" ${line(c)}/>` +
    `<path d="M12 38 h76 M32 12 v14 M68 12 v14" ${line(c)}/>` +
    `<path d="M30 54 h0 M50 54 h0 M70 54 h0 M30 72 h0 M50 72 h0" ${line(c, 9)}/>`,
  chart: (c: string) =>
    `<path d="M12 88 h76" ${line(c)}/>` +
    `<path d="M24 76 v-16 M42 76 v-30 M60 76 v-22 M78 76 v-44" ${line(c, 10)}/>` +
    `<path d="M20 40 L40 24 L58 32 L82 12" ${line(c, 4)}/>`,
  tent: (c: string) =>
    `<path d="M8 84 L50 18 L92 84 Z" ${line(c)}/><path d="M50 18 L50 84 M38 84 L50 58 L62 84" ${line(c)}/>` +
    `<path d="M44 12 L50 18 L56 12" ${line(c, 5)}/>`,
  sun: (c: string) =>
    `<circle cx="50" cy="50" r="18" ${line(c)}/>` +
    `<path d="M50 10 v10 M50 80 v10 M10 50 h10 M80 50 h10 M22 22 l7 7 M71 71 l7 7 M78 22 l-7 7 M29 71 l-7 7" ${line(c)}/>`,
  wave: (c: string) =>
    `<path d="M8 40 q10 -12 21 0 t21 0 t21 0 t21 0" ${line(c)}/>` +
    `<path d="M8 60 q10 -12 21 0 t21 0 t21 0 t21 0" ${line(c)}/>` +
    `<path d="M8 80 q10 -12 21 0 t21 0 t21 0 t21 0" ${line(c)}/>` +
    `<circle cx="72" cy="18" r="7" fill="${c}"/>`,
  camera: (c: string) =>
    `<path d="M10 34 a6 6 0 0 1 6 -6 h14 l6 -10 h28 l6 10 h14 a6 6 0 0 1 6 6 v44 a6 6 0 0 1 -6 6 h-68 a6 6 0 0 1 -6 -6 Z" ${line(c)}/>` +
    `<circle cx="50" cy="54" r="16" ${line(c)}/>`,
  heart: (c: string) =>
    `<path d="M50 86 C20 64 10 48 10 34 a20 20 0 0 1 40 -6 a20 20 0 0 1 40 6 c0 14 -10 30 -40 52 Z" ${line(c)}/>`,
  ticket: (c: string) =>
    `<path d="M10 30 h80 v12 a8 8 0 0 0 0 16 v12 h-80 v-12 a8 8 0 0 0 0 -16 Z" ${line(c)}/>` +
    `<path d="M64 32 v36" stroke="${c}" stroke-width="4" stroke-dasharray="5 6"/>` +
    `<path d="M26 44 h24 M26 56 h16" ${line(c, 5)}/>`,
  percent: (c: string) =>
    `<circle cx="30" cy="30" r="12" ${line(c)}/><circle cx="70" cy="70" r="12" ${line(c)}/>` +
    `<path d="M78 18 L22 82" ${line(c, 7)}/>`,
  check: (c: string) => `<circle cx="50" cy="50" r="40" ${line(c)}/><path d="M30 52 L44 66 L72 36" ${line(c, 8)}/>`,
  link: (c: string) =>
    `<path d="M44 58 a14 14 0 0 0 20 0 l14 -14 a14 14 0 0 0 -20 -20 l-6 6" ${line(c, 7)}/>` +
    `<path d="M56 42 a14 14 0 0 0 -20 0 l-14 14 a14 14 0 0 0 20 20 l6 -6" ${line(c, 7)}/>`,
  cake: (c: string) =>
    `<rect x="16" y="50" width="68" height="36" rx="6" ${line(c)}/>` +
    `<path d="M16 64 q8 8 17 0 t17 0 t17 0 t17 0 M50 50 v-16" ${line(c)}/>` +
    `<path d="M50 26 c-6 -6 0 -14 0 -14 c0 0 6 8 0 14 Z" fill="${c}"/>`,
  compass: (c: string) =>
    `<circle cx="50" cy="50" r="38" ${line(c)}/>` +
    `<path d="M62 38 L56 56 L38 62 L44 44 Z" fill="${c}" stroke="${c}" stroke-width="4" stroke-linejoin="round"/>` +
    `<path d="M50 8 v8 M50 84 v8 M8 50 h8 M84 50 h8" ${line(c, 5)}/>`,
  bag: (c: string) =>
    `<path d="M18 34 h64 l-6 54 h-52 Z" ${line(c)}/><path d="M36 42 v-12 a14 14 0 0 1 28 0 v12" ${line(c)}/>`,
  backpack: (c: string) =>
    `<path d="M24 40 a26 26 0 0 1 52 0 v42 a8 8 0 0 1 -8 8 h-36 a8 8 0 0 1 -8 -8 Z" ${line(c)}/>` +
    `<path d="M40 14 a10 10 0 0 1 20 0" ${line(c, 5)}/>` +
    `<path d="M24 48 c8 8 44 8 52 0" ${line(c, 5)}/>` +
    `<rect x="36" y="62" width="28" height="18" rx="4" ${line(c, 5)}/>` +
    `<path d="M14 52 v24 M86 52 v24" ${line(c, 5)}/>`,
  bottle: (c: string) =>
    `<path d="M40 10 h20 v12 c8 4 12 10 12 18 v44 a6 6 0 0 1 -6 6 h-32 a6 6 0 0 1 -6 -6 v-44 c0 -8 4 -14 12 -18 Z" ${line(c)}/>` +
    `<path d="M28 50 h44 M28 70 h44" ${line(c, 5)}/>`,
  paddle: (c: string) =>
    `<path d="M18 82 L72 28" ${line(c, 7)}/>` +
    `<path d="M66 22 c8 -12 22 -14 24 -12 c2 2 0 16 -12 24 c-6 4 -10 2 -12 0 c-2 -2 -4 -6 0 -12 Z" ${line(c)}/>` +
    `<path d="M12 88 l10 -10" ${line(c, 9)}/>`,
  book: (c: string) =>
    `<path d="M50 26 c-10 -8 -26 -10 -38 -6 v60 c12 -4 28 -2 38 6 c10 -8 26 -10 38 -6 v-60 c-12 -4 -28 -2 -38 6 Z M50 26 v60" ${line(c)}/>`,
  picture: (c: string) =>
    `<rect x="10" y="16" width="80" height="68" rx="8" ${line(c)}/>` +
    `<path d="M14 76 L40 50 L56 66 L66 56 L86 76" ${line(c)}/><circle cx="66" cy="36" r="7" ${line(c, 5)}/>`,
  chat: (c: string) =>
    `<path d="M14 22 h72 a6 6 0 0 1 6 6 v38 a6 6 0 0 1 -6 6 h-40 l-18 14 v-14 h-14 a6 6 0 0 1 -6 -6 v-38 a6 6 0 0 1 6 -6 Z" ${line(c)}/>` +
    `<path d="M28 42 h44 M28 56 h28" ${line(c, 5)}/>`,
  checklist: (c: string) =>
    `<path d="M14 24 l6 6 l10 -12 M14 50 l6 6 l10 -12 M14 76 l6 6 l10 -12" ${line(c, 5)}/>` +
    `<path d="M42 26 h44 M42 52 h44 M42 78 h32" ${line(c)}/>`,
  shield: (c: string) =>
    `<path d="M50 8 L84 20 v26 c0 22 -14 38 -34 46 c-20 -8 -34 -24 -34 -46 v-26 Z" ${line(c)}/>` +
    `<path d="M34 50 l11 11 l21 -23" ${line(c, 7)}/>`,
  flame: (c: string) =>
    `<path d="M50 90 c-18 0 -30 -12 -30 -30 c0 -20 16 -26 18 -48 c14 10 22 22 20 36 c6 -2 10 -8 10 -14 c8 8 12 16 12 26 c0 18 -12 30 -30 30 Z" ${line(c)}/>` +
    `<path d="M50 86 c-8 0 -12 -6 -12 -12 c0 -8 8 -12 10 -20 c8 6 14 12 14 20 c0 6 -4 12 -12 12 Z" fill="${c}"/>`,
  medal: (c: string) =>
    `<path d="M30 8 L42 36 M70 8 L58 36" ${line(c)}/><circle cx="50" cy="62" r="26" ${line(c)}/>` +
    `<path d="M50 48 l4 9 l10 1 l-7 7 l2 10 l-9 -5 l-9 5 l2 -10 l-7 -7 l10 -1 Z" fill="${c}"/>`,
  store: (c: string) =>
    `<path d="M12 36 L20 14 h60 l8 22 Z" ${line(c)}/>` +
    `<path d="M12 36 q9 10 19 0 q9 10 19 0 q9 10 19 0 q9 10 19 0 M18 42 v44 h64 v-44 M42 86 v-24 h16 v24" ${line(c)}/>`,
  bread: (c: string) =>
    `<path d="M14 52 c0 -16 16 -26 36 -26 s36 10 36 26 c0 6 -4 8 -8 9 v17 a6 6 0 0 1 -6 6 h-44 a6 6 0 0 1 -6 -6 v-17 c-4 -1 -8 -3 -8 -9 Z" ${line(c)}/>` +
    `<path d="M34 44 l8 -8 M48 46 l8 -8 M62 48 l8 -8" ${line(c, 5)}/>`,
  snowflake: (c: string) =>
    `<path d="M50 10 v80 M15 30 l70 40 M15 70 l70 -40" ${line(c)}/>` +
    `<path d="M40 16 l10 8 l10 -8 M40 84 l10 -8 l10 8" ${line(c, 5)}/>`,
  user: (c: string) => `<circle cx="50" cy="34" r="18" ${line(c)}/><path d="M16 90 c0 -22 14 -34 34 -34 s34 12 34 34" ${line(c)}/>`,
  key: (c: string) =>
    `<circle cx="32" cy="50" r="18" ${line(c)}/><path d="M50 50 h40 M78 50 v14 M66 50 v10" ${line(c)}/>`,
  globe: (c: string) =>
    `<circle cx="50" cy="50" r="40" ${line(c)}/>` +
    `<path d="M10 50 h80 M50 10 c-16 16 -16 64 0 80 M50 10 c16 16 16 64 0 80" ${line(c, 5)}/>`,
  fish: (c: string) =>
    `<path d="M12 50 c14 -22 44 -28 64 0 c-20 28 -50 22 -64 0 Z M76 50 l14 -14 v28 Z" ${line(c)}/><circle cx="30" cy="46" r="4" fill="${c}"/>`,
  tree: (c: string) =>
    `<path d="M50 8 L78 48 H62 L84 76 H16 L38 48 H22 Z" ${line(c)}/><path d="M50 76 v16" ${line(c, 8)}/>`,
} satisfies Record<string, (colour: string) => string>;

export type MotifName = keyof typeof motifs;
