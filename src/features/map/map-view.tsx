import { Alert, Box } from '@mui/material';
import { useColorScheme } from '@mui/material/styles';
import { Map as MapLibreMap, setWorkerUrl, type IControl } from 'maplibre-gl';
// MapLibre 6 loads its worker from a separate module that bundlers cannot see: Vite builds it and says where.
import maplibreWorkerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url';
import 'maplibre-gl/dist/maplibre-gl.css';
import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../config/config-context';
import { fitOptions } from './fit-options';
import { followBox } from './follow-box';
import { MapContext } from './map-context';
import { addControls, mapLibreLocale, relocaleMap } from './maplibre-locale';
import { chooseStyle } from './style/choose-style';
import { offlineStyle } from './style/offline-style';
import { LabelLanguage } from './layers/label-language';
import { renderedPlaceNames } from './style/place-names';

setWorkerUrl(maplibreWorkerUrl);

function hasWebGL(): boolean {
  try {
    const canvas = document.createElement('canvas');
    return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

// Remote styles that failed in this tab: later maps go straight to the offline style. Outlives sign-out:
// style URLs come from the deployment's config, not from a session.
const failedStyles = new Set<string>();

/** Why there is no map: no WebGL, or MapLibre's own error (its message, as it gives it). */
type Failure = { reason: 'noWebGL' } | { reason: 'error'; message: string };

/** One MapLibre map per mount, removed on unmount; children (layers) render once its style is parsed. */
export function MapView({
  children,
  height = 560,
  label,
  initialBounds = null,
}: {
  children?: ReactNode;
  height?: number | string;
  label: string;
  /** Where the map opens ([west, south, east, north]): its first tiles are then the ones it shows. */
  initialBounds?: [number, number, number, number] | null;
}) {
  const { t, i18n } = useTranslation('map');
  const { map: mapConfig } = useAppConfig();
  const { mode, systemMode } = useColorScheme();
  const dark = (mode === 'system' ? systemMode : mode) === 'dark';
  const container = useRef<HTMLDivElement>(null);
  const placesText = useRef<HTMLDivElement>(null);
  const placesId = useId();
  // The map once a style is parsed, and which style that is: layers mount under that key, so a fallback
  // style always gets its layers again, however React batches the updates.
  const [ready, setReady] = useState<{ map: MapLibreMap; style: number } | null>(null);
  // The configured style failed on this map, and the offline one replaced it.
  const [styleFailed, setStyleFailed] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const styleConfig = mapConfig.styles.find((s) => s.id === mapConfig.defaultStyle);
  // A remote style that failed earlier in this session is not tried again: say so from the start.
  const [startNotice] = useState(() => {
    const choice = chooseStyle(styleConfig, failedStyles);
    return choice.kind === 'offline' && choice.notice !== null;
  });
  const [dismissed, setDismissed] = useState(false);
  const opening = useRef(initialBounds);
  // The map and its controls while it lives, so a language switch can word them anew.
  const live = useRef<{ map: MapLibreMap; controls: IControl[] } | null>(null);
  // Worded at render, so a language switch rewords it.
  const startChoice = startNotice ? chooseStyle(styleConfig, failedStyles) : null;
  const shownNotice = dismissed
    ? null
    : styleFailed
      ? t('fallback.configured')
      : startChoice?.kind === 'offline'
        ? startChoice.notice
        : null;

  useEffect(() => {
    if (!container.current || failure) return;
    const choice = chooseStyle(styleConfig, failedStyles);
    const fallback = offlineStyle(
      dark ? 'dark' : 'light',
      `${window.location.origin}${import.meta.env.BASE_URL}`,
    );
    let instance: MapLibreMap;
    try {
      instance = new MapLibreMap({
        container: container.current,
        style: choice.kind === 'remote' ? choice.url : fallback,
        ...(opening.current
          ? { bounds: opening.current, fitBoundsOptions: fitOptions }
          : { center: [134, -25], zoom: 2 }),
        attributionControl: false,
        locale: mapLibreLocale(),
      });
    } catch (error) {
      // No WebGL (old hardware, locked-down browsers): say so; the rest of the page stays usable. Asked only
      // now: a probe made a WebGL context of its own before every map, which the map then made again.
      const message = error instanceof Error ? error.message : String(error);
      const why: Failure = hasWebGL() ? { reason: 'error', message } : { reason: 'noWebGL' };
      queueMicrotask(() => setFailure(why));
      return;
    }
    const current = { map: instance, controls: addControls(instance) };
    live.current = current;
    let loaded = false;
    let fellBack = false;
    let styleSources = new Set<string>();
    // Counts the styles this map has parsed: each one's layers mount under its own key.
    let styles = 0;
    instance.on('error', (event) => {
      if (loaded || fellBack || choice.kind !== 'remote') return;
      // A failing source the app added (its own layers' data) says nothing about the configured style.
      const sourceId: unknown = 'sourceId' in event ? event.sourceId : undefined;
      if (typeof sourceId === 'string' && !styleSources.has(sourceId)) return;
      fellBack = true;
      failedStyles.add(choice.url);
      setStyleFailed(chooseStyle(styleConfig, failedStyles).kind === 'offline');
      // The layers go with the failed style: they unmount now and mount again on the offline one.
      setReady(null);
      instance.setStyle(fallback, { diff: false });
    });
    // Layers mount as soon as a style is parsed, so their data is prepared while the base map's tiles load.
    instance.on('style.load', () => {
      styleSources = new Set(Object.keys(instance.getStyle().sources));
      styles += 1;
      setReady({ map: instance, style: styles });
    });
    instance.once('load', () => {
      loaded = true;
    });
    // For tests and the benchmark: the map has drawn everything it was given.
    instance.on('idle', () => {
      if (container.current) container.current.dataset.mapState = 'idle';
      performance.mark('map-idle');
      // After the mark: naming the places is not part of drawing them.
      if (placesText.current) placesText.current.textContent = renderedPlaceNames(instance) ?? '';
    });
    instance.on('dataloading', () => {
      if (container.current) container.current.dataset.mapState = 'loading';
    });
    // The canvas follows its box at once: a dragged split or a resized window. MapLibre's own observer
    // waits up to 50 ms between resizes, and meanwhile stretches the last frame.
    const box = container.current;
    const resizer =
      typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(followBox(instance, box));
    resizer?.observe(box);
    return () => {
      resizer?.disconnect();
      if (live.current === current) live.current = null;
      setReady(null);
      instance.remove();
    };
    // The language is read, not a dependency: a switch rewords the map below instead of making it again.
  }, [styleConfig, dark, failure]);

  // Another language: MapLibre's texts and the places' description follow, the view stays. A layout effect,
  // so it runs before the labels are reworded (layers/label-language.tsx, a passive effect): a new label text
  // leaves the style loading until the next frame, and the description would wait for the next idle.
  useLayoutEffect(() => {
    const current = live.current;
    if (!current) return;
    const locale = mapLibreLocale();
    if (Object.entries(locale).every(([key, text]) => current.map._locale[key] === text)) return;
    current.controls = relocaleMap(current.map, locale, current.controls);
    if (placesText.current && current.map.isStyleLoaded())
      placesText.current.textContent = renderedPlaceNames(current.map) ?? '';
  }, [i18n.language]);

  return (
    <Box
      sx={{
        position: 'relative',
        height,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
      }}
    >
      <Box
        ref={container}
        role="region"
        aria-label={label}
        aria-describedby={placesId}
        data-map-state="loading"
        sx={{ width: '100%', height: '100%' }}
      />
      {/* The base map's place labels are pixels: this names them for screen readers. */}
      <Box ref={placesText} id={placesId} sx={visuallyHidden} />
      {failure && (
        <Alert severity="warning" sx={{ position: 'absolute', inset: 8, height: 'fit-content' }}>
          {t('failure.cannotShow', {
            reason: failure.reason === 'noWebGL' ? t('failure.noWebGL') : failure.message,
          })}
        </Alert>
      )}
      {shownNotice && (
        <Alert
          severity="info"
          sx={{ position: 'absolute', top: 8, left: 8, right: 64, py: 0 }}
          onClose={() => setDismissed(true)}
        >
          {shownNotice}
        </Alert>
      )}
      {ready && (
        <MapContext.Provider key={ready.style} value={ready.map}>
          <LabelLanguage />
          {children}
        </MapContext.Provider>
      )}
    </Box>
  );
}
