export {
  entityDisplayName,
  entityKindLabels,
  formatEntity,
  type EntityKind,
  type EntityName,
} from './entity-name';
export { foldText, idsNamed, searchEntityNames } from './search-entity-names';
export {
  useEntityName,
  useEntityNames,
  useResolveEntityNames,
  type EntityNames,
} from './resolve/use-entity-names';
export { EntityNamesNotice } from './resolve/entity-names-notice';
export { EntityNamesButton } from './local/entity-names-button';
/** Names imported in this browser, as the names dialog keeps them (tests give a page names this way). */
export { useNamesAbsentText } from './resolve/use-names-absent';
