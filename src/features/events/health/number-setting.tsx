import { TextField } from '@mui/material';
import { useState } from 'react';

/**
 * Wide enough for its label, which sits in the outline at 12 px (about 6.6 px a character) and is cut where
 * the field ends: a fixed 170 px cut "Límite de velocidad (km/h)".
 */
const fieldWidth = (label: string) => Math.max(150, Math.ceil(label.length * 6.6) + 40);

/** A number field applied on Enter or on leaving it; an unusable value goes back to what is in force. */
export function NumberSetting(props: { label: string; value: number; onChange: (value: number) => void }) {
  const { label, value, onChange } = props;
  const [text, setText] = useState<string | null>(null);
  const apply = () => {
    const n = Number(text);
    if (text !== null && Number.isFinite(n) && n > 0) onChange(n);
    setText(null);
  };
  return (
    <TextField
      size="small"
      label={label}
      value={text ?? String(value)}
      onChange={(e) => setText(e.target.value)}
      onBlur={apply}
      onKeyDown={(e) => {
        if (e.key === 'Enter') apply();
      }}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      sx={{ width: fieldWidth(label) }}
    />
  );
}
