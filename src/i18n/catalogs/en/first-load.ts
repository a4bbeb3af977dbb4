import common from './common.json';
import auth from './auth.json';
import events from './events.json';
import explore from './explore.json';
import map from './map.json';
import entities from './entities.json';
import filters from './filters.json';
import home from './home.json';

/** The namespaces every page may show; `detail` loads with the pages that use it (i18n.ts). */
export default { common, auth, events, explore, map, entities, filters, home };
