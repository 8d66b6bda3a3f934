// What the console's paths and queries accept, and the page of one stored thing (/members/3).
import { notFound, useParams } from '@tanstack/react-router';
import type { ComponentType } from 'react';

/** An id in a path is digits (up to 9); anything else is no such page. */
export function digitsOnly(id: string) {
  if (!/^\d{1,9}$/.test(id)) throw notFound();
}

/** A page's query keeps its plain string values (?status=active&page=2), as the filters write them. */
export function plainSearch(search: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(search).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** The page of the thing whose id the path names, keyed by it: another id (a new one just saved) opens afresh. */
export function pageOfId(Page: ComponentType<{ id: number }>) {
  return function PageOfId() {
    const { id } = useParams({ strict: false });
    return <Page key={id} id={Number(id)} />;
  };
}
