import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageLanguage } from './idp/page-language.ts';
import { CookieJar, pkcePair, startTestEmulator, type Emulator } from './test-support.ts';

let emu: Emulator;
beforeAll(async () => {
  emu = await startTestEmulator();
});
afterAll(() => emu.close());

/** Starts the code flow (with `ui_locales` if given) and returns the login page's URL and cookies. */
async function openLogin(uiLocales?: string, headers: Record<string, string> = {}) {
  const jar = new CookieJar();
  const authorize = new URL(`${emu.url}/au/auth/realms/fleet/protocol/openid-connect/auth`);
  for (const [k, v] of Object.entries({
    client_id: 'fleet-events-explorer',
    response_type: 'code',
    redirect_uri: 'http://localhost:5173/au/auth/callback',
    scope: 'openid profile email',
    code_challenge: pkcePair().challenge,
    code_challenge_method: 'S256',
    state: 'state-1',
    ...(uiLocales ? { ui_locales: uiLocales } : {}),
  })) {
    authorize.searchParams.set(k, v);
  }
  const response = await fetch(authorize, { redirect: 'manual', headers });
  jar.store(response);
  const loginUrl = new URL(response.headers.get('location') ?? '', emu.url);
  expect(loginUrl.pathname).toMatch(/^\/au\/auth\/realms\/fleet\/login\//);
  const get = async () => (await fetch(loginUrl, { headers: { ...headers, cookie: jar.header() } })).text();
  const postWrong = async () =>
    (
      await fetch(loginUrl, {
        method: 'POST',
        redirect: 'manual',
        body: new URLSearchParams({ username: 'demo', password: 'wrong' }),
        headers: {
          ...headers,
          'Content-Type': 'application/x-www-form-urlencoded',
          cookie: jar.header(),
        },
      })
    ).text();
  return { get, postWrong };
}

describe("the emulator's login page language", () => {
  it('is Spanish when the app asks for es (ui_locales), wrong credentials included', async () => {
    const login = await openLogin('es', { 'Accept-Language': 'en-US,en;q=0.9' });
    const page = await login.get();
    expect(page).toContain('<html lang="es">');
    expect(page).toContain('<title>Iniciar sesión en Australia (emulador)</title>');
    expect(page).toContain('<label for="username">Usuario</label>');
    expect(page).toContain('<label for="password">Contraseña</label>');
    expect(page).toContain('<button type="submit">Iniciar sesión</button>');
    expect(page).not.toContain('Username');
    const wrong = await login.postWrong();
    expect(wrong).toContain('<html lang="es">');
    expect(wrong).toContain('role="alert">Usuario o contraseña no válidos.</p>');
  });

  it("is Brazilian Portuguese from the browser's Accept-Language when the app asks for none", async () => {
    const login = await openLogin(undefined, { 'Accept-Language': 'pt-BR,pt;q=0.9,en;q=0.5' });
    const page = await login.get();
    expect(page).toContain('<html lang="pt-BR">');
    expect(page).toContain('<label for="username">Usuário</label>');
    expect(page).toContain('<label for="password">Senha</label>');
    expect(page).toContain('<button type="submit">Entrar</button>');
    expect(await login.postWrong()).toContain('role="alert">Usuário ou senha inválidos.</p>');
  });

  it('is English as before when the app asks for en, whatever the browser prefers', async () => {
    const page = await (await openLogin('en', { 'Accept-Language': 'es-MX' })).get();
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('<title>Sign in to Australia (emulator)</title>');
    expect(page).toContain('<label for="username">Username</label>');
    expect(page).toContain('<button type="submit">Sign in</button>');
  });
});

describe('pageLanguage', () => {
  it('takes the first of ui_locales it has, by base language', () => {
    expect(pageLanguage('fr-CA es-MX', 'pt-BR')).toBe('es');
    expect(pageLanguage('pt-PT', undefined)).toBe('pt-BR');
    expect(pageLanguage('en', 'es')).toBe('en');
  });

  it("else the browser's most wanted language it has, by q-value; else English", () => {
    expect(pageLanguage(undefined, 'fr;q=0.9, es-AR;q=0.8, pt;q=0.85')).toBe('pt-BR');
    expect(pageLanguage('', 'es;q=0, en-GB;q=0.5')).toBe('en');
    expect(pageLanguage('de', 'fr, *')).toBe('en');
    expect(pageLanguage(undefined, undefined)).toBe('en');
  });
});
