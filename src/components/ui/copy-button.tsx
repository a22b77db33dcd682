import { useEffect, useRef, useState } from 'react';
import { Button } from './button';
import './copy-button.css';

type CopyState = 'idle' | 'copied' | 'failed';

/** Copies `value` and confirms it in place (and to screen readers through a live region). */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), 2000);
  }

  return (
    <span className="copy">
      <Button size="sm" variant="ghost" onClick={() => void copy()} aria-label={label}>
        {state === 'copied' ? 'Copied' : 'Copy'}
      </Button>
      <span role="status" className="visually-hidden">
        {state === 'copied'
          ? 'Copied to clipboard'
          : state === 'failed'
            ? 'Could not copy: select the text and copy it by hand'
            : ''}
      </span>
    </span>
  );
}
