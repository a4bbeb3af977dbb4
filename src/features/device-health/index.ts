export { healthInSlices, byScore } from './health-in-slices';
export {
  defaultHealthSettings,
  noEvent,
  type EntityHealth,
  type Finding,
  type FindingKind,
  type HealthSettings,
  type HealthUnit,
} from './health-types';
