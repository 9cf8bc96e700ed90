import { Dialog, Link, Modal, TextArea, TextField } from '@crm/ui';
import type { Form } from '@crm/api-client';
import type { DialogStateProps } from '../../../hooks/useDialogState';
import { CopyButton } from '../../../components/CopyButton';
import { embedSnippet, hostedPageUrl } from '../lib/embedSnippet';
import * as styles from './FormShareDialog.css';

export interface FormShareDialogProps extends DialogStateProps {
  /** The form to share. */
  form: Form;
  /**
   * The server's address the page and the snippet point at.
   * @default window.location.origin
   */
  origin?: string;
}

/**
 * The page the preview frame shows: the snippet on a plain white page, as on a site with no style
 * of its own. Nothing in it runs or posts (the frame is sandboxed without forms or scripts).
 */
export const previewPage = (snippet: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>body{font:16px/1.5 system-ui,sans-serif;margin:1rem;background:#fff;color:#1f2937}input:not([type=checkbox]),select{box-sizing:border-box;width:100%;max-width:24rem;padding:.4rem;font:inherit}</style></head><body>${snippet}</body></html>`;

/**
 * Share a form (issue 28 §1): its hosted page's address, the plain HTML form to paste into a site
 * (it posts to that page, no script needed) and the same form with the server's script (it submits
 * in place and solves the proof of work), each with a Copy button, and a preview of the embed (the
 * two look alike).
 */
export function FormShareDialog({
  isOpen,
  onOpenChange,
  form,
  origin = window.location.origin,
}: FormShareDialogProps) {
  const url = hostedPageUrl(form, origin);
  const snippet = embedSnippet(form, origin);
  const scripted = embedSnippet(form, origin, { script: true });
  return (
    <Modal size="lg" isOpen={isOpen} onOpenChange={onOpenChange}>
      <Dialog
        title={`Share “${form.name}”`}
        description="Link to the hosted page, or paste the form into your own website."
      >
        <div className={styles.body}>
          <div className={styles.copyRow}>
            <TextField className={styles.grow} label="Hosted page" value={url} isReadOnly />
            <CopyButton
              what="hosted page address"
              text={url}
              copied="The hosted page address is on your clipboard."
            />
          </div>
          <Link href={url} target="_blank" rel="noopener noreferrer">
            Open hosted page
          </Link>
          <div className={styles.copyRow}>
            <TextArea
              className={styles.grow}
              label="HTML to embed"
              description="Works without JavaScript: paste it where the form should appear."
              rows={8}
              value={snippet}
              isReadOnly
            />
            <CopyButton
              what="HTML to embed"
              text={snippet}
              copied="The form’s HTML is on your clipboard."
            />
          </div>
          <div className={styles.copyRow}>
            <TextArea
              className={styles.grow}
              label="Script to embed"
              description="Submits in place and shows your thank-you message. Needed for proof of work."
              rows={8}
              value={scripted}
              isReadOnly
            />
            <CopyButton
              what="script to embed"
              text={scripted}
              copied="The form’s script is on your clipboard."
            />
          </div>
          <h3 className={styles.heading}>Preview</h3>
          <iframe
            className={styles.preview}
            title={`Preview of the embedded form ${form.name}`}
            sandbox=""
            // The owner looking at the preview is not a visitor: no view counted.
            srcDoc={previewPage(embedSnippet(form, origin, { countViews: false }))}
          />
        </div>
      </Dialog>
    </Modal>
  );
}
