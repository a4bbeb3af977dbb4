import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Button } from '@mui/material';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Copies text (or what `text` makes when clicked) and says so; says so too when the browser refuses (no
 * clipboard permission).
 */
export const CopyButton = memo(function CopyButton({
  text,
  label,
  shortLabel,
}: {
  text: string | (() => string);
  label: string;
  /** Shown instead of `label` where room is short; the button is still named by the whole label. */
  shortLabel?: string | undefined;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = () =>
    navigator.clipboard.writeText(typeof text === 'function' ? text() : text).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  return (
    <Button
      size="small"
      startIcon={<ContentCopyIcon />}
      onClick={() => void copy()}
      onBlur={() => setState('idle')}
      aria-label={state === 'idle' && shortLabel ? label : undefined}
    >
      {state === 'copied' ? t('copy.copied') : state === 'failed' ? t('copy.failed') : (shortLabel ?? label)}
    </Button>
  );
});
