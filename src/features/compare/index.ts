export { ComparePanel } from './compare-panel';
export { CompareLinkProblems } from './compare-link-problems';
