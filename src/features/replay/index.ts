export { type ReplaySlot } from './replay-slot';
export { useReplay } from './use-replay';
export { ReplayMenu } from './replay-menu';
export { boundsOfTrack, positionAt, trackOf, type ReplayTrack } from './replay-track';
