import { useEffect, type ComponentProps } from 'react';
import { ReplayPanel } from './replay-panel';
import type { ReplaySlot } from './replay-slot';
import type { ReplayUrl } from '../event-url';
import { useReplay, type ReplaySelection } from './use-replay';
import type { ReplayOptions } from './use-replay-options';

type PanelProps = Omit<ComponentProps<typeof ReplayPanel>, 'replay'>;

/**
 * A replay in the URL, played: its clock, tracks and panel, in a chunk the page loads only when a replay is
 * asked for. The map draws it from `onSlot` (null once the replay ends).
 */
export function ReplayController({
  url,
  selection,
  onSlot,
  ...panel
}: PanelProps & {
  url: ReplayUrl;
  selection: ReplaySelection;
  options: ReplayOptions;
  onSlot: (slot: ReplaySlot | null) => void;
}) {
  const replay = useReplay(panel.store, url, selection, panel.options, panel.loading);
  const { slot } = replay;
  useEffect(() => onSlot(slot), [onSlot, slot]);
  useEffect(() => () => onSlot(null), [onSlot]);
  return <ReplayPanel replay={replay} {...panel} />;
}
