import { Button, CopyIcon } from '@crm/ui';
import { copyToClipboard } from '../lib/copyToClipboard';

export interface CopyButtonProps {
  /** What is copied, for its accessible name: "Copy {what}". */
  what: string;
  /** The text put on the clipboard. */
  text: string;
  /** The toast's words once copied: "The API key is on your clipboard." */
  copied: string;
}

/** The Copy button beside a value the user pastes elsewhere (a key, a secret, a snippet). */
export function CopyButton({ what, text, copied }: CopyButtonProps) {
  return (
    <Button
      variant="secondary"
      aria-label={`Copy ${what}`}
      onPress={() => void copyToClipboard(text, copied)}
    >
      <CopyIcon width={14} height={14} />
      <span>Copy</span>
    </Button>
  );
}
