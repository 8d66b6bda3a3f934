// Search that ignores accents and case: "egle" finds Eglė. The typed words are folded in JS; the stored
// names are folded in SQL by translate() with the same table (no database extension needed, so PGlite
// and PostgreSQL answer alike).
import { sql, type SQL } from 'drizzle-orm';

/** Lower-case letters of the Latin alphabets the programme's members write, with their plain letter. */
const ACCENTED = 'àáâãäåāăąçćĉċčďđèéêëēĕėęěĝğġģĥħìíîïĩīĭįıĵķĺļľŀłñńņňòóôõöøōŏőŕŗřśŝşšţťŧùúûüũūŭůűųŵýÿŷźżžß';
const plain = (c: string) => ({ đ: 'd', ħ: 'h', ı: 'i', ŀ: 'l', ł: 'l', ø: 'o', ŧ: 't', ß: 's' })[c] ?? c.normalize('NFD').replace(/\p{M}/gu, '');
const FROM = [...ACCENTED].filter((c) => plain(c).length === 1).join('');
const TO = [...FROM].map(plain).join('');

/** The form both sides are compared in. */
export const foldText = (text: string) => [...text.toLowerCase()].map((c) => (FROM.includes(c) ? plain(c) : c)).join('').normalize('NFD').replace(/\p{M}/gu, '');

export const foldedColumn = (column: SQL | unknown): SQL => sql`translate(lower(${column}), ${FROM}, ${TO})`;
