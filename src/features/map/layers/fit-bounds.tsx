import { useEffect, useRef } from 'react';
import { useMap } from '../map-context';
import { fitOptions } from '../fit-options';

/** Fits the view to the data when `fitKey` changes (a new query), not on every refresh of the same one. */
export function FitBounds({
  bounds,
  fitKey,
}: {
  bounds: [number, number, number, number] | null;
  fitKey: string;
}) {
  const map = useMap();
  const latest = useRef(bounds);
  useEffect(() => {
    latest.current = bounds;
  });
  const hasBounds = bounds !== null;
  useEffect(() => {
    if (latest.current) map.fitBounds(latest.current, { ...fitOptions, duration: 0 });
  }, [map, fitKey, hasBounds]);
  return null;
}
