import TouchRipple, {
  type TouchRippleActions,
  type TouchRippleProps,
} from '@mui/material/ButtonBase/TouchRipple';
import { useEffect, useRef, useState, type ComponentType, type Ref } from 'react';

// MUI's types call the default export a render function; the module exports the forwardRef component.
const Ripple = TouchRipple as unknown as ComponentType<TouchRippleProps & { ref: Ref<TouchRippleActions> }>;

/**
 * Plays one ripple out of sight as the app starts, then goes. MUI inserts the ripple's keyframes at the
 * first click of any button, and Chromium restyles every element when a sheet gains keyframes: over a
 * loaded events page (some 2,000 elements) that cost 10 to 30 ms inside the first click. While the page is
 * still small it costs nothing to notice.
 */
export function RippleWarmUp() {
  const ripple = useRef<TouchRippleActions>(null);
  const [done, setDone] = useState(false);
  useEffect(() => {
    // The callback runs once the ripple has rendered (its styles inserted); then it is not needed.
    ripple.current?.start(undefined, { pulsate: true, center: true }, () => setDone(true));
  }, []);
  if (done) return null;
  return (
    <span aria-hidden="true" style={{ position: 'fixed', width: 0, height: 0, overflow: 'hidden' }}>
      <Ripple ref={ripple} center />
    </span>
  );
}
