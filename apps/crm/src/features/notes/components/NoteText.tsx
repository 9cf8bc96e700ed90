import { Fragment } from 'react';
import { Link } from '@crm/ui';
import { noteParts } from '../lib/noteLinks';

export interface NoteTextProps {
  /** The note as written: shown as text, its web addresses as links. */
  body: string;
}

/** A note's text with its links clickable, never read as HTML (each part is a text node or a link). */
export function NoteText({ body }: NoteTextProps) {
  return (
    <>
      {noteParts(body).map((part, i) =>
        part.kind === 'text' ? (
          <Fragment key={i}>{part.text}</Fragment>
        ) : (
          <Link key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow">
            {part.text}
          </Link>
        ),
      )}
    </>
  );
}
