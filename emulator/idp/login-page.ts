import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import type { EmulatedRegion } from '../region-list.ts';
import type { EmulatedUser } from '../users.ts';
import { pageLanguage, pageTexts, type PageLanguage } from './page-language.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function page(
  language: PageLanguage,
  region: EmulatedRegion,
  action: string,
  error: string | null,
  username = '',
): string {
  const text = pageTexts[language];
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(text.title(region.label))}</title>
<style>body{font-family:system-ui,sans-serif;max-width:360px;margin:10vh auto;padding:0 16px}
label{display:block;margin:12px 0 4px}input{width:100%;padding:8px;box-sizing:border-box}
button{margin-top:16px;padding:8px 16px}.error{color:#b00020}</style></head>
<body><h1>${escapeHtml(text.heading(region.label))}</h1>
<p>${escapeHtml(text.hint)}</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}">
<label for="username">${escapeHtml(text.username)}</label><input id="username" name="username" autocomplete="username" value="${escapeHtml(username)}" autofocus required>
<label for="password">${escapeHtml(text.password)}</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">${escapeHtml(text.signIn)}</button></form></body></html>`;
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * The code flow's login page: a plain form; bad credentials say so; no consent page. It speaks the
 * language the app asked for (ui_locales), else the browser's (Accept-Language): en, es or pt-BR.
 */
export async function handleLogin(
  req: IncomingMessage,
  res: ServerResponse,
  provider: Provider,
  region: EmulatedRegion,
  users: readonly EmulatedUser[],
): Promise<void> {
  const action = req.url?.split('?')[0] ?? '';
  const acceptLanguage = req.headers['accept-language'];
  let language: PageLanguage;
  try {
    const { params } = await provider.interactionDetails(req, res);
    language = pageLanguage(
      typeof params.ui_locales === 'string' ? params.ui_locales : undefined,
      acceptLanguage,
    );
  } catch {
    const expired = pageLanguage(undefined, acceptLanguage);
    res.writeHead(400, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="${expired}"><p>${escapeHtml(pageTexts[expired].expired)}</p></html>`);
    return;
  }
  if (req.method === 'POST') {
    const form = await readForm(req);
    const username = form.get('username') ?? '';
    const user = users.find((u) => u.username === username && u.password === form.get('password'));
    if (user) {
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: user.username } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(page(language, region, action, pageTexts[language].invalid, username));
    return;
  }
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
  res.end(page(language, region, action, null));
}
