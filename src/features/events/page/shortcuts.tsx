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
import { useEffect, useState, type RefObject } from 'react';

const shortcuts: [string, string][] = [
  ['/', 'Search'],
  ['?', 'These shortcuts'],
  ['↑ ↓', 'Previous or next event (in the table)'],
  ['Page Up, Page Down', 'A screen of events up or down'],
  ['Home, End', 'First or last event'],
  ['Enter', 'Open the selected event'],
  ['Tab', 'Column headers (Enter sorts), then the resize handles (← → resize)'],
];

/** Inputs that take no text (a switch, a checkbox, a slider): a key pressed there is still a shortcut. */
const textless = new Set(['checkbox', 'radio', 'range', 'button', 'submit', 'reset', 'color', 'file']);

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    ['TEXTAREA', 'SELECT'].includes(target.tagName) ||
    (target instanceof HTMLInputElement && !textless.has(target.type)));

/** "/" focuses the search and "?" lists the shortcuts, unless the user is typing somewhere. */
export function Shortcuts({ search }: { search: RefObject<HTMLInputElement | null> }) {
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
      <DialogTitle id="shortcuts-title">Keyboard shortcuts</DialogTitle>
      <DialogContent>
        <Table size="small" aria-labelledby="shortcuts-title">
          <TableBody>
            {shortcuts.map(([keys, what]) => (
              <TableRow key={keys}>
                <TableCell component="th" scope="row">
                  <kbd>{keys}</kbd>
                </TableCell>
                <TableCell>{what}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setOpen(false)}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
