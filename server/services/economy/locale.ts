// The language an answer is written in, and the one to fall back to.
import type { FastifyRequest } from 'fastify';
import type { LocalizedText } from '../../db/schema';
import { localize } from '../texts/localize';

export interface Locale {
  lang: string;
  fallback: string;
}

export const text = (value: LocalizedText | null | undefined, locale: Locale) =>
  localize(value, locale.lang, locale.fallback);

export const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The request's language (plugins/language.ts) with the configured default as fallback. */
export const localeOf = (request: FastifyRequest): Locale => ({
  lang: request.lang,
  fallback: request.server.config.DEFAULT_LANGUAGE,
});
