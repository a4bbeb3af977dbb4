import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import type { EmulatedRegion } from '../region-list.ts';
import type { EmulatedUser } from '../users.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function page(region: EmulatedRegion, action: string, error: string | null, username = ''): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in to ${escapeHtml(region.label)} (emulator)</title>
<style>body{font-family:system-ui,sans-serif;max-width:360px;margin:10vh auto;padding:0 16px}
label{display:block;margin:12px 0 4px}input{width:100%;padding:8px;box-sizing:border-box}
button{margin-top:16px;padding:8px 16px}.error{color:#b00020}</style></head>
<body><h1>${escapeHtml(region.label)} identity provider</h1>
<p>Local emulator. Try demo / demo or support / support.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}">
<label for="username">Username</label><input id="username" name="username" autocomplete="username" value="${escapeHtml(username)}" autofocus required>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button></form></body></html>`;
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** The code flow's login page: a plain form; bad credentials say so; no consent page. */
export async function handleLogin(
  req: IncomingMessage,
  res: ServerResponse,
  provider: Provider,
  region: EmulatedRegion,
  users: readonly EmulatedUser[],
): Promise<void> {
  const action = req.url?.split('?')[0] ?? '';
  try {
    await provider.interactionDetails(req, res);
  } catch {
    res.writeHead(400, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><p>This sign-in has expired. Go back to the app and start again.</p>');
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
    res.end(page(region, action, 'Invalid username or password.', username));
    return;
  }
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
  res.end(page(region, action, null));
}
