/** The emulator's own pages (login, logout) in the app's languages: en, es and pt-BR. */
export type PageLanguage = 'en' | 'es' | 'pt-BR';

/** A tag to one of ours: any es-* is Spanish, any pt-* Brazilian Portuguese, any en-* English. */
function languageOf(tag: string): PageLanguage | undefined {
  const base = tag.trim().toLowerCase().split('-')[0];
  if (base === 'en') return 'en';
  if (base === 'es') return 'es';
  if (base === 'pt') return 'pt-BR';
  return undefined;
}

/** Accept-Language's tags, most wanted first (q=0 means "not this one"). */
function acceptedTags(header: string): string[] {
  return header
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * The language of a page: the first of the authorization request's ui_locales (space-separated, most
 * wanted first) that we have, else the first of the browser's Accept-Language, else English.
 */
export function pageLanguage(
  uiLocales: string | undefined,
  acceptLanguage: string | undefined,
): PageLanguage {
  for (const tag of [...(uiLocales ?? '').split(' '), ...acceptedTags(acceptLanguage ?? '')]) {
    const language = tag ? languageOf(tag) : undefined;
    if (language) return language;
  }
  return 'en';
}

export interface PageTexts {
  title: (region: string) => string;
  heading: (region: string) => string;
  hint: string;
  username: string;
  password: string;
  signIn: string;
  invalid: string;
  expired: string;
  signingOutTitle: string;
  signingOut: string;
  signOut: string;
}

export const pageTexts: Record<PageLanguage, PageTexts> = {
  en: {
    title: (region) => `Sign in to ${region} (emulator)`,
    heading: (region) => `${region} identity provider`,
    hint: 'Local emulator. Try demo / demo or support / support.',
    username: 'Username',
    password: 'Password',
    signIn: 'Sign in',
    invalid: 'Invalid username or password.',
    expired: 'This sign-in has expired. Go back to the app and start again.',
    signingOutTitle: 'Signing out',
    signingOut: 'Signing out…',
    signOut: 'Sign out',
  },
  es: {
    title: (region) => `Iniciar sesión en ${region} (emulador)`,
    heading: (region) => `Proveedor de identidad de ${region}`,
    hint: 'Emulador local. Pruebe demo / demo o support / support.',
    username: 'Usuario',
    password: 'Contraseña',
    signIn: 'Iniciar sesión',
    invalid: 'Usuario o contraseña no válidos.',
    expired: 'Este inicio de sesión caducó. Vuelva a la aplicación y empiece de nuevo.',
    signingOutTitle: 'Cerrando sesión',
    signingOut: 'Cerrando sesión…',
    signOut: 'Cerrar sesión',
  },
  'pt-BR': {
    title: (region) => `Entrar em ${region} (emulador)`,
    heading: (region) => `Provedor de identidade de ${region}`,
    hint: 'Emulador local. Experimente demo / demo ou support / support.',
    username: 'Usuário',
    password: 'Senha',
    signIn: 'Entrar',
    invalid: 'Usuário ou senha inválidos.',
    expired: 'Este acesso expirou. Volte ao app e comece de novo.',
    signingOutTitle: 'Saindo',
    signingOut: 'Saindo…',
    signOut: 'Sair',
  },
};
