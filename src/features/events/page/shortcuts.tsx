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
import { memo, useEffect, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';

type KeyName = 'pageUpDown' | 'homeEnd' | 'enter' | 'tab';
type Action = 'search' | 'help' | 'upDown' | 'page' | 'firstLast' | 'open' | 'tab';

/** Each shortcut: its keys (a symbol, or a key's name as keyboards print it in each language) and what it does. */
const shortcuts: { keys: { symbol: string } | { name: KeyName }; action: Action }[] = [
  { keys: { symbol: '/' }, action: 'search' },
  { keys: { symbol: '?' }, action: 'help' },
  { keys: { symbol: '↑ ↓' }, action: 'upDown' },
  { keys: { name: 'pageUpDown' }, action: 'page' },
  { keys: { name: 'homeEnd' }, action: 'firstLast' },
  { keys: { name: 'enter' }, action: 'open' },
  { keys: { name: 'tab' }, action: 'tab' },
];

/** Inputs that take no text (a switch, a checkbox, a slider): a key pressed there is still a shortcut. */
const textless = new Set(['checkbox', 'radio', 'range', 'button', 'submit', 'reset', 'color', 'file']);

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    ['TEXTAREA', 'SELECT'].includes(target.tagName) ||
    (target instanceof HTMLInputElement && !textless.has(target.type)));

/**
 * "/" focuses the search and "?" lists the shortcuts, unless the user is typing somewhere. Memoised: the
 * page renders on every view change, and the closed list's texts cost a profiled 11–25 ms a render.
 */
export const Shortcuts = memo(function Shortcuts({ search }: { search: RefObject<HTMLInputElement | null> }) {
  const { t } = useTranslation('events');
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (typing(event.target) || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key === '/') {
        event.preventDefault();
        search.current?.focus();
      } else if (event.key === '?') {
        event.preventDefault();
        setOpen(true);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [search]);
  return (
    <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="shortcuts-title">
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
        <Button onClick={() => setOpen(false)}>{t('shortcuts.close')}</Button>
      </DialogActions>
    </Dialog>
  );
});
