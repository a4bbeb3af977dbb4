import { TextField } from '@mui/material';
import { useState } from 'react';
import { labelledFieldWidth } from '../../components/label-width';

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
      sx={{ width: labelledFieldWidth(label, 150) }}
    />
  );
}
