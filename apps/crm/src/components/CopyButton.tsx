import { Button, CopyIcon, type ButtonProps } from '@crm/ui';
import { copyToClipboard } from '../lib/copyToClipboard';

export interface CopyButtonProps {
  /** What is copied, for its accessible name: "Copy {what}". */
  what: string;
  /** The text put on the clipboard. */
  text: string;
  /** The toast's words once copied: "The API key is on your clipboard." */
  copied: string;
  /**
   * The visible words, where "Copy" alone would be unclear beside several values.
   * @default 'Copy'
   */
  label?: string;
  /** @default 'md' */
  size?: ButtonProps['size'];
}

/** The Copy button beside a value the user pastes elsewhere (a key, a secret, a snippet, a DNS record). */
export function CopyButton({ what, text, copied, label = 'Copy', size }: CopyButtonProps) {
  return (
    <Button
      variant="secondary"
      size={size}
      aria-label={`Copy ${what}`}
      onPress={() => void copyToClipboard(text, copied)}
    >
      <CopyIcon width={14} height={14} />
      <span>{label}</span>
    </Button>
  );
}
