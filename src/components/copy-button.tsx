import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Button } from '@mui/material';
import { useState } from 'react';

/**
 * Copies text (or what `text` makes when clicked) and says so; says so too when the browser refuses (no
 * clipboard permission).
 */
export function CopyButton({ text, label }: { text: string | (() => string); label: string }) {
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
    >
      {state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed: select and copy by hand' : label}
    </Button>
  );
}
