import { Typography } from '@mui/material';
import { memo, useEffect, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../../components/lazy-part';

const ShortcutsDialog = lazyPart(() => import('./shortcuts-dialog'));

/** Inputs that take no text (a switch, a checkbox, a slider): a key pressed there is still a shortcut. */
const textless = new Set(['checkbox', 'radio', 'range', 'button', 'submit', 'reset', 'color', 'file']);

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    ['TEXTAREA', 'SELECT'].includes(target.tagName) ||
    (target instanceof HTMLInputElement && !textless.has(target.type)));

/**
 * "/" focuses the search and "?" lists the shortcuts, unless the user is typing somewhere. The list loads
 * the first time it is asked for. Memoised: the page renders on every view change.
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
  if (!open) return null;
  return (
    <ShortcutsDialog
      onClose={() => setOpen(false)}
      fallback={<Typography role="status">{t('shortcuts.loading')}</Typography>}
    />
  );
});
