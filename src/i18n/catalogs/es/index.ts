import common from './common.json';
import auth from './auth.json';
import events from './events.json';
import explore from './explore.json';
import map from './map.json';
import detail from './detail.json';
import entities from './entities.json';
import filters from './filters.json';

export default { common, auth, events, explore, map, detail, entities, filters };
