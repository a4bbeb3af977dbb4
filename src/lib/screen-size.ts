import { useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';

/**
 * The screen sizes the layout tells apart, by the viewport's width only (never written to the URL, so a
 * link shows the same events on every screen): a phone below 600 px (the theme's `sm`), a tablet or a
 * split screen below 1024 px, a desktop from there.
 */
type ScreenSize = 'phone' | 'tablet' | 'desktop';

const tabletFrom = 'sm';
/** Not one of MUI's breakpoints: an iPad held upright (768–834 px) and half a laptop's screen fall below it. */
const desktopFrom = 1024;

export function useScreenSize(): ScreenSize {
  // MUI's default theme where no provider gives one (a field rendered alone in a test): the same breakpoints.
  const { breakpoints } = useTheme();
  // Measured at the first render, not after it: a phone's first paint is the phone's layout.
  const phone = useMediaQuery(breakpoints.down(tabletFrom), { noSsr: true });
  const belowDesktop = useMediaQuery(breakpoints.down(desktopFrom), { noSsr: true });
  return phone ? 'phone' : belowDesktop ? 'tablet' : 'desktop';
}
