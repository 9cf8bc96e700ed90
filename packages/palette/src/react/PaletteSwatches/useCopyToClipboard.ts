import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@crm/ui';

/** Spec section 9: how long the copied check mark stays, in milliseconds. */
export const COPY_FEEDBACK_MS = 2000;

/**
 * Copies text to the clipboard with the spec's feedback: the copied key for `COPY_FEEDBACK_MS`
 * and a 'Color Copied' toast, or a 'Copy Failed' toast when the clipboard refuses.
 */
export function useCopyToClipboard() {
  const [copiedKey, setCopiedKey] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (key: string, text: string) => {
    try {
      // Inside the try: without a secure context `navigator.clipboard` is undefined and throws here.
      await navigator.clipboard.writeText(text);
    } catch {
      toast({
        title: 'Copy Failed',
        description: 'Failed to copy color to clipboard',
        variant: 'destructive',
      });
      return false;
    }
    clearTimeout(timer.current);
    setCopiedKey(key);
    timer.current = setTimeout(() => setCopiedKey(null), COPY_FEEDBACK_MS);
    toast({
      title: 'Color Copied',
      description: `${text} copied to clipboard`,
      variant: 'success',
    });
    return true;
  }, []);

  return { copiedKey, copy };
}
