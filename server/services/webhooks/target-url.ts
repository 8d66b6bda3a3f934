// Where a webhook may be sent. In production only https; anywhere, unless WEBHOOK_ALLOW_PRIVATE_TARGETS,
// never to loopback, private, link-local or other non-public addresses (SSRF): the address is checked when
// the URL is saved and again for each address the name resolves to at connection time (safeLookup), so a
// name that later resolves inward is refused too.
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { badRequest } from '../../errors';

export interface TargetPolicy {
  production: boolean;
  allowPrivate: boolean;
}

/** Public unicast only: ipaddr.js names every special range (private, loopback, linkLocal, uniqueLocal, ...). */
export function isPublicAddress(address: string): boolean {
  try {
    let parsed = ipaddr.parse(address);
    if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
    return parsed.range() === 'unicast';
  } catch {
    return false;
  }
}

const bareHost = (hostname: string) => hostname.replace(/^\[|\]$/g, '');
const isLoopbackName = (host: string) => host === 'localhost' || host.endsWith('.localhost');

/** The URL, normalised, or a 400 WebhookUrlInvalid / WebhookUrlNotAllowed saying why not. */
export function checkTargetUrl(input: string, policy: TargetPolicy): string {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    throw badRequest('WebhookUrlInvalid', 'Not a URL: it starts with https:// and names a host.');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw badRequest('WebhookUrlInvalid', 'Only https:// (or http:// in development) URLs.');
  if (url.username || url.password) throw badRequest('WebhookUrlInvalid', 'No user name or password in the URL; receivers check the signature.');
  if (url.hash) throw badRequest('WebhookUrlInvalid', 'No #fragment in the URL.');
  if (policy.production && url.protocol !== 'https:') throw badRequest('WebhookUrlNotAllowed', 'Webhook URLs must use https://.');
  const host = bareHost(url.hostname);
  const inward = isLoopbackName(host) || (isIP(host) !== 0 && !isPublicAddress(host));
  if (inward && !policy.allowPrivate) throw badRequest('WebhookUrlNotAllowed', 'This URL points at a private or local address.');
  return url.toString();
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** dns.lookup for http.request that refuses non-public addresses (unless allowed). */
export function safeLookup(allowPrivate: boolean) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, []);
      const list = addresses as LookupAddress[];
      const refused = list.find((a) => !allowPrivate && !isPublicAddress(a.address));
      if (refused) {
        const error: NodeJS.ErrnoException = new Error(`refused: ${hostname} resolves to a non-public address`);
        error.code = 'EWEBHOOKTARGET';
        return callback(error, []);
      }
      if (options.all) return callback(null, list);
      const first = list[0]!;
      callback(null, first.address, first.family);
    });
  };
}

/** An IP literal in the URL is never looked up: checked here before connecting. */
export function literalRefused(url: URL, allowPrivate: boolean): boolean {
  const host = bareHost(url.hostname);
  return !allowPrivate && (isLoopbackName(host) || (isIP(host) !== 0 && !isPublicAddress(host)));
}
