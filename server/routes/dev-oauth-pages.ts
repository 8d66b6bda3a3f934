// The pages of the built-in fake OAuth provider (dev-oauth.ts): the consent form where anyone types the
// account the app receives, the page that form-posts the answer back (as Apple does), and the problem page,
// each sent with a strict CSP.
import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { SocialProvider } from '../../contract';
import { PROVIDER_LABEL } from '../services/social/types';

const COLOR: Record<SocialProvider, string> = { google: '#1a73e8', facebook: '#1877f2', linkedin: '#0a66c2', apple: '#000000' };

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;

const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f1f3f4;
    font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#202124}
  main{width:100%;max-width:420px;margin:16px;background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.2);padding:28px}
  h1{font-size:20px;margin:0 0 4px}
  p.note{margin:0 0 20px;color:#5f6368;font-size:13px}
  .badge{display:inline-block;padding:2px 8px;border-radius:10px;color:#fff;font-size:12px;font-weight:600;margin-bottom:12px}
  label{display:block;font-size:13px;font-weight:600;margin:12px 0 4px}
  input{width:100%;padding:9px 10px;border:1px solid #dadce0;border-radius:6px;font:inherit}
  input:focus{outline:2px solid var(--accent);border-color:transparent}
  small{color:#5f6368;font-size:12px}
  .row{display:flex;gap:10px}.row>div{flex:1}
  .actions{display:flex;gap:10px;justify-content:flex-end;margin-top:22px}
  button{padding:9px 18px;border-radius:6px;font:inherit;font-weight:600;cursor:pointer;border:1px solid #dadce0;background:#fff;color:var(--accent)}
  button.primary{background:var(--accent);border-color:var(--accent);color:#fff}
  .error{color:#b3261e}
`;

function page(title: string, provider: SocialProvider | null, content: string): string {
  const accent = provider ? COLOR[provider] : '#444';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>:root{--accent:${accent}}${STYLE}</style></head><body><main>${content}</main></body></html>`;
}

export function htmlPage(reply: FastifyReply, status: number, html: string, formTarget?: string) {
  // The consent page posts or redirects to the app's redirect_uri, which may be another origin in development.
  const formAction = ["'self'", formTarget ? new URL(formTarget).origin : ''].filter(Boolean).join(' ');
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      `default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; form-action ${formAction}; frame-ancestors 'none'; base-uri 'none'`,
    )
    .type('text/html; charset=utf-8')
    .send(html);
}

export const problem = (reply: FastifyReply, message: string) =>
  htmlPage(reply, 400, page('Test provider', null, `<h1>Cannot sign in</h1><p class="error">${escapeHtml(message)}</p>`));

/** The consent form; `request` is the authorize request's fields it carries on to the consent step. */
export function consentPage(provider: SocialProvider, request: Record<string, string>): string {
  const label = PROVIDER_LABEL[provider];
  const id = `${provider}-${randomBytes(5).toString('hex')}`;
  return page(
    `Sign in with ${label} (test provider)`,
    provider,
    `<span class="badge" style="background:${COLOR[provider]}">${label}</span>
<h1>Sign in with ${label} (test provider)</h1>
<p class="note">A local stand-in for ${label}: whatever you enter here is the account the app receives.</p>
<form method="get" action="consent">
${Object.entries(request).map(([name, value]) => hidden(name, value)).join('')}
<div class="row"><div><label for="first_name">First name</label><input id="first_name" name="first_name" value="Test" maxlength="100" autocomplete="off"></div>
<div><label for="last_name">Last name</label><input id="last_name" name="last_name" value="${escapeHtml(label)}" maxlength="100" autocomplete="off"></div></div>
<label for="email">E-mail</label><input id="email" name="email" type="email" value="${id}@example.test" maxlength="200" autocomplete="off">
<label for="account_id">Account id</label><input id="account_id" name="account_id" value="${id}" required pattern="[A-Za-z0-9._\\-]{1,64}" autocomplete="off">
<label for="friends">Friends' account ids</label><input id="friends" name="friends" placeholder="comma-separated, optional" maxlength="2000" autocomplete="off">
${provider === 'facebook' ? '' : '<small>Only Facebook reports friends to the app.</small>'}
<div class="actions"><button type="submit" name="action" value="cancel">Cancel</button><button class="primary" type="submit" name="action" value="continue">Continue</button></div>
</form>`,
  );
}

/** The answer posted to redirect_uri by the same-origin auto-submit script. */
export function formPostPage(provider: SocialProvider, redirectUri: string, answer: Record<string, string>): string {
  const fields = Object.entries(answer)
    .map(([k, v]) => hidden(k, v))
    .join('');
  return page(
    `Returning to the app`,
    provider,
    `<h1>Returning to the app…</h1><form method="post" action="${escapeHtml(redirectUri)}" id="post">${fields}
<p class="note">If nothing happens, press the button.</p><div class="actions"><button class="primary" type="submit">Continue</button></div></form>
<script src="../auto-submit.js"></script>`,
  );
}
