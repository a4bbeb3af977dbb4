import { lazyPart } from '../../../components/lazy-part';

/**
 * The events page's filter bar, folded until asked for: its fields and MUI's Autocomplete (about 12 KB
 * gzip) load when it first opens, or when a pointer or the focus reaches its button (`preload`).
 */
export const LazyFilterBar = lazyPart(() => import('./filter-bar').then((m) => ({ default: m.FilterBar })));
