import { lazyPart } from '../../components/lazy-part';

export { type ReplaySlot } from './replay-slot';
export { type ReplayClock } from './replay-clock';
export { type ReplayLane } from './replay-lanes';
export { ReplayMenu } from './replay-menu';
export { boundsOfTrack, positionAt, type ReplayTrack } from './replay-track';

/** The replay's clock, tracks, slider, switches and summary load only when a replay is asked for. */
export const ReplayController = lazyPart(() =>
  import('./replay-controller').then((m) => ({ default: m.ReplayController })),
);
export { useReplayOptions } from './use-replay-options';
