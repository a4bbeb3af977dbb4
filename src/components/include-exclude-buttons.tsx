import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import { IconButton } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Include (`in`) or exclude (`ex`): the two ways a value filter takes a value. */
type Mode = 'in' | 'ex';
const modes = ['in', 'ex'] as const satisfies readonly Mode[];
const verbOf = { in: 'include', ex: 'exclude' } as const satisfies Record<Mode, string>;

/**
 * A value's "Include" and "Exclude" toggles, as a values list or a comparison shows them in its last cell:
 * each pressed while its filter is on, titled with what a click does.
 */
export function IncludeExcludeButtons({
  column,
  label,
  isOn,
  onToggle,
}: {
  /** The column's name, as the list heads it. */
  column: string;
  /** The value as shown. */
  label: string;
  isOn: (mode: Mode) => boolean;
  onToggle: (mode: Mode) => void;
}) {
  const { t } = useTranslation('explore');
  return (
    <td style={{ whiteSpace: 'nowrap' }}>
      {modes.map((mode) => {
        const on = isOn(mode);
        const verb = verbOf[mode];
        return (
          <IconButton
            key={mode}
            size="small"
            aria-label={t(`values.list.${verb}`, { value: label })}
            title={t(`values.list.${verb}Title${on ? 'On' : ''}`, { column, value: label })}
            aria-pressed={on}
            color={on ? (mode === 'in' ? 'primary' : 'secondary') : 'default'}
            onClick={() => onToggle(mode)}
          >
            {mode === 'in' ? (
              <AddCircleOutlineIcon fontSize="small" />
            ) : (
              <RemoveCircleOutlineIcon fontSize="small" />
            )}
          </IconButton>
        );
      })}
    </td>
  );
}
