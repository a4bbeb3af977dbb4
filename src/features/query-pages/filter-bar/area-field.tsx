import { TextField } from '@mui/material';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { areaParam, parseArea, type GeoArea } from '../../event-url';

/**
 * The "who was here" area typed (the keyboard's way to what a rectangle drawn on the map does): four
 * numbers, applied with Enter or on leaving the field; emptied, the area goes. What cannot be read stays
 * in the field with the reason, and the area in force stays as it was.
 */
export const AreaField = memo(function AreaField({
  area,
  onChange,
}: {
  area: GeoArea | null;
  onChange: (area: GeoArea | null) => void;
}) {
  const { t } = useTranslation('filters');
  const written = area ? areaParam(area) : '';
  const [draft, setDraft] = useState(written);
  const [shownFor, setShownFor] = useState(written);
  // The area changed elsewhere (drawn on the map, its chip removed): the field shows it.
  if (shownFor !== written) {
    setShownFor(written);
    setDraft(written);
  }
  const parsed = parseArea(draft);
  const commit = () => {
    if (parsed.unreadable !== null) return;
    if ((parsed.area ? areaParam(parsed.area) : '') !== written) onChange(parsed.area);
  };
  return (
    <TextField
      size="small"
      label={t('area.label')}
      value={draft}
      placeholder="-33.9, 151.1, -33.8, 151.3"
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      error={parsed.unreadable !== null}
      helperText={parsed.unreadable !== null ? t('area.invalid') : undefined}
      sx={{ width: 300 }}
    />
  );
});
