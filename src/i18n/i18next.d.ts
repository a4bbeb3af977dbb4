import type en from './catalogs/en';

// English is the source catalog: a key it lacks is a type error wherever `t` is called with it.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof en;
    returnNull: false;
  }
}
