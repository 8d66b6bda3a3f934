// The share card of a monthly champion (1200x630, the size link previews use): their place, the
// month, their points and the programme, drawn as SVG and rasterised by sharp. Built from the same
// data as the public landing page, so it tells nothing that page does not.
import sharp from 'sharp';
import type { MonthlyTopUser } from '../../../contract/community';

const FONT = "DejaVu Sans, Inter, 'Segoe UI', Arial, Helvetica, sans-serif";
const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** "October 2026" / "2026 m. spalis" for a YYYY-MM month. */
export function monthName(month: string, lang: string): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(lang, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, mon - 1, 1)));
}

const LT_POINTS: Record<string, string> = { one: 'taškas', few: 'taškai', many: 'taško', other: 'taškų' };

function pointsText(points: number, lang: string): string {
  if (lang === 'lt') return `${points} ${LT_POINTS[new Intl.PluralRules('lt').select(points)] ?? 'taškų'}`;
  return `${points} ${points === 1 ? 'point' : 'points'}`;
}

function placeText(rank: number, month: string, lang: string): string {
  return lang === 'lt' ? `${rank} vieta · ${monthName(month, lang)}` : `#${rank} in ${monthName(month, lang)}`;
}

/** Shrinks a line's font so it fits `width` (DejaVu Sans Bold is about 0.62 em per character). */
const fit = (text: string, size: number, width: number) => Math.min(size, Math.floor(width / (Math.max(1, text.length) * 0.62)));

export function monthlyTopCardSvg(user: MonthlyTopUser, lang: string): string {
  const place = placeText(user.rank, user.month, lang);
  const title = lang === 'lt' ? 'Mėnesio topas' : 'Monthly champion';
  const name = user.name;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2a1d7a"/><stop offset="1" stop-color="#5b3df5"/></linearGradient>
<linearGradient id="gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffd66b"/><stop offset="1" stop-color="#f29d0b"/></linearGradient>
</defs>
<rect width="1200" height="630" fill="url(#bg)"/>
<circle cx="1080" cy="90" r="220" fill="#ffffff" fill-opacity="0.06"/>
<circle cx="140" cy="600" r="180" fill="#ffffff" fill-opacity="0.05"/>
<circle cx="270" cy="315" r="160" fill="url(#gold)"/>
<circle cx="270" cy="315" r="132" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="6"/>
<text x="270" y="${user.rank >= 10 ? 350 : 360}" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="${user.rank >= 100 ? 84 : user.rank >= 10 ? 110 : 130}" fill="#3a2500">#${user.rank}</text>
<text x="500" y="200" font-family="${FONT}" font-size="34" font-weight="700" fill="#ffd66b" letter-spacing="2">${escapeXml(title.toUpperCase())}</text>
<text x="500" y="290" font-family="${FONT}" font-size="${fit(name, 76, 640)}" font-weight="700" fill="#ffffff">${escapeXml(name)}</text>
<text x="500" y="360" font-family="${FONT}" font-size="${fit(place, 44, 640)}" fill="#ffffff">${escapeXml(place)}</text>
<text x="500" y="420" font-family="${FONT}" font-size="36" fill="#ffffff" fill-opacity="0.8">${escapeXml(pointsText(user.points, lang))}</text>
<text x="500" y="540" font-family="${FONT}" font-size="${fit(user.programme_name, 30, 640)}" font-weight="700" fill="#ffffff" fill-opacity="0.9">${escapeXml(user.programme_name)}</text>
</svg>`;
}

export async function monthlyTopCardPng(user: MonthlyTopUser, lang: string): Promise<Buffer> {
  return sharp(Buffer.from(monthlyTopCardSvg(user, lang))).png({ compressionLevel: 9 }).toBuffer();
}
