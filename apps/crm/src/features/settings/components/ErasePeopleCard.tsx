import { useState } from 'react';
import * as v from 'valibot';
import {
  AlertDialog,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  TextArea,
} from '@crm/ui';
import { CONTACT_ERASE_BATCH_MAX, EmailSchema } from '@crm/api-client';
import { useBulkEraseContacts } from '@crm/api-client/react';
import { useToastMutation } from '../../../hooks/useToastMutation';
import { formatCount, formatCountOf as plural } from '../../../lib/formatCount';
import * as formStyles from '../../../styles/form.css';
import * as styles from './ErasePeopleCard.css';

/**
 * The addresses pasted in: split on lines, commas, semicolons and spaces, each once ignoring case
 * (as the server compares them), with what is not an address set apart to be named.
 */
export function parseAddresses(text: string): { emails: string[]; invalid: string[] } {
  const seen = new Set<string>();
  const emails: string[] = [];
  const invalid: string[] = [];
  for (const part of text.split(/[\s,;]+/)) {
    const entry = part.trim();
    if (entry === '' || seen.has(entry.toLowerCase())) continue;
    seen.add(entry.toLowerCase());
    (v.is(EmailSchema, entry) ? emails : invalid).push(entry);
  }
  return { emails, invalid };
}

/** What keeps the list from being erased, in words, or undefined when it can go. */
function problemOf({ emails, invalid }: { emails: string[]; invalid: string[] }) {
  if (invalid.length > 0) {
    const shown = invalid.slice(0, 3).join(', ');
    const more = invalid.length > 3 ? ` and ${formatCount(invalid.length - 3)} more` : '';
    return `Not email addresses: ${shown}${more}`;
  }
  if (emails.length > CONTACT_ERASE_BATCH_MAX)
    return `Erase at most ${formatCount(CONTACT_ERASE_BATCH_MAX)} addresses at a time`;
  return undefined;
}

/**
 * Erase people (issue 28 §3): the right to erasure for a list of addresses at once, such as a
 * request file from a shop or a regulator. Each address's contact is erased as Erase contact does,
 * all in one transaction, and every address goes on the suppression list (even one that was never
 * a contact, so a later import cannot bring it in as a subscriber).
 */
export function ErasePeopleCard() {
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [isConfirming, setConfirming] = useState(false);
  const [result, setResult] = useState<string>();
  const parsed = parseAddresses(text);
  const problem = problemOf(parsed);
  const count = parsed.emails.length;
  const erase = useToastMutation(useBulkEraseContacts(), {
    success: ({ erased, notFound }) => ({
      title: `${plural(erased, 'contact', 'contacts')} erased`,
      description:
        notFound > 0
          ? `${plural(notFound, 'address was', 'addresses were')} not a contact, and ${notFound === 1 ? 'is' : 'are'} on your suppression list now.`
          : undefined,
    }),
    error: 'Failed to erase contacts',
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>Erase people</CardTitle>
        <CardDescription>
          When people ask to be forgotten: their contacts and everything that identifies them are
          erased, and their addresses stay only as a one-way hash on your suppression list.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className={formStyles.form}
          aria-label="Erase people"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setTouched(true);
            if (count > 0 && !problem) setConfirming(true);
          }}
        >
          <TextArea
            label="Addresses to erase"
            description={`One per line, or separated by commas. Up to ${formatCount(CONTACT_ERASE_BATCH_MAX)} at a time.`}
            rows={5}
            value={text}
            onChange={(value) => {
              setText(value);
              setResult(undefined);
            }}
            onBlur={() => setTouched(text.trim() !== '')}
            isInvalid={touched && (problem !== undefined || count === 0)}
            errorMessage={problem ?? 'Give at least one address to erase'}
            spellCheck="false"
            autoComplete="off"
          />
          <div className={formStyles.actions}>
            <Button type="submit" variant="secondary" isDisabled={erase.isPending}>
              {erase.isPending ? 'Erasing...' : 'Erase people'}
            </Button>
          </div>
          <p className={styles.result} role="status">
            {result}
          </p>
        </form>
        <AlertDialog
          isOpen={isConfirming}
          onOpenChange={setConfirming}
          size="md"
          title={`Erase ${plural(count, 'person', 'people')}?`}
          confirmLabel={`Erase ${plural(count, 'person', 'people')}`}
          onConfirm={() =>
            erase.mutate(
              { emails: parsed.emails },
              {
                onSuccess: ({ erased, notFound }) => {
                  setText('');
                  setTouched(false);
                  setResult(
                    `Erased ${plural(erased, 'contact', 'contacts')}; ${plural(notFound, 'address was', 'addresses were')} not a contact.`,
                  );
                },
              },
            )
          }
        >
          <p className={styles.text}>
            The contacts at these addresses, their fields, consent records, form answers, workflow
            history and the address on the emails they were sent are deleted. This cannot be undone.
            Your campaign totals stay as they are.
          </p>
        </AlertDialog>
      </CardContent>
    </Card>
  );
}
