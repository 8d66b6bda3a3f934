// What the console's paths and queries accept.
import { notFound } from '@tanstack/react-router';

/** An id in a path is digits (up to 9); anything else is no such page. */
export function digitsOnly(id: string) {
  if (!/^\d{1,9}$/.test(id)) throw notFound();
}

/** A page's query keeps its plain string values (?status=active&page=2), as the filters write them. */
export function plainSearch(search: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(search).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
