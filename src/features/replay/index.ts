import { lazy } from 'react';

export { type ReplaySlot } from './replay-slot';
export { type ReplayClock } from './replay-clock';
export { type ReplayLane } from './replay-lanes';
export { useReplay } from './use-replay';
export { ReplayMenu } from './replay-menu';
export { boundsOfTrack, positionAt, trackOf, type ReplayTrack } from './replay-track';

/** Its slider, switches and summary load only when a replay is shown. */
export const ReplayPanel = lazy(() => import('./replay-panel').then((m) => ({ default: m.ReplayPanel })));
export { useReplayOptions } from './use-replay-options';
