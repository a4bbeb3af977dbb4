import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableRow,
} from '@mui/material';
import { useTranslation } from 'react-i18next';

type KeyName = 'pageUpDown' | 'homeEnd' | 'enter' | 'tab' | 'presenter';
type Action = 'search' | 'help' | 'upDown' | 'page' | 'firstLast' | 'open' | 'tab' | 'presenter';

/** Each shortcut: its keys (a symbol, or a key's name as keyboards print it in each language) and what it does. */
const shortcuts: { keys: { symbol: string } | { name: KeyName }; action: Action }[] = [
  { keys: { symbol: '/' }, action: 'search' },
  { keys: { symbol: '?' }, action: 'help' },
  { keys: { symbol: '↑ ↓' }, action: 'upDown' },
  { keys: { name: 'pageUpDown' }, action: 'page' },
  { keys: { name: 'homeEnd' }, action: 'firstLast' },
  { keys: { name: 'enter' }, action: 'open' },
  { keys: { name: 'tab' }, action: 'tab' },
  { keys: { name: 'presenter' }, action: 'presenter' },
];

/** The list of the events page's shortcuts, loaded the first time "?" asks for it. */
export default function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('events');
  return (
    <Dialog open onClose={onClose} aria-labelledby="shortcuts-title">
      <DialogTitle id="shortcuts-title">{t('shortcuts.title')}</DialogTitle>
      <DialogContent>
        <Table size="small" aria-labelledby="shortcuts-title">
          <TableBody>
            {shortcuts.map(({ keys, action }) => (
              <TableRow key={action}>
                <TableCell component="th" scope="row">
                  <kbd>{'symbol' in keys ? keys.symbol : t(`shortcuts.keys.${keys.name}`)}</kbd>
                </TableCell>
                <TableCell>{t(`shortcuts.actions.${action}`)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('shortcuts.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
