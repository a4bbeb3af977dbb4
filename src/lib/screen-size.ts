import { useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';

/**
 * The screen sizes the layout tells apart, by the viewport's width only (never written to the URL, so a
 * link shows the same events on every screen): a phone below 600 px (the theme's `sm`), a tablet or a
 * split screen below 1024 px, a desktop from there.
 */
type ScreenSize = 'phone' | 'tablet' | 'desktop';

const tabletFrom = 'sm';
/** Not one of MUI's breakpoints: an iPad held upright (768–834 px) and half a laptop's screen fall below it. */
const desktopFrom = 1024;

const phoneQuery = (theme: Theme) => theme.breakpoints.down(tabletFrom);
const belowDesktopQuery = (theme: Theme) => theme.breakpoints.down(desktopFrom);

export function useScreenSize(): ScreenSize {
  // Measured at the first render, not after it: a phone's first paint is the phone's layout.
  const phone = useMediaQuery(phoneQuery, { noSsr: true });
  const belowDesktop = useMediaQuery(belowDesktopQuery, { noSsr: true });
  return phone ? 'phone' : belowDesktop ? 'tablet' : 'desktop';
}
