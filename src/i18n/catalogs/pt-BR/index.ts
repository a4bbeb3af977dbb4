import firstLoad from './first-load';
import detail from './detail.json';

/** The whole catalog, for tests and types; the app loads it in parts (i18n.ts). */
export default { ...firstLoad, detail };
