import { useState } from 'react';
import { AlertDialog, Badge, Button, EmptyState, Skeleton, TextArea } from '@crm/ui';
import { type Note, NoteInputSchema, NoteUpdateSchema, type RecordFilter } from '@crm/api-client';
import { useCreateNote, useDeleteNote, useRecordNotes, useUpdateNote } from '@crm/api-client/react';
import { LoadError } from '../../../components/LoadError';
import { ShowMoreButton } from '../../../components/ShowMoreButton';
import { useForm } from '../../../hooks/useForm';
import { useToastMutation } from '../../../hooks/useToastMutation';
import { formatDate } from '../../../lib/formatDate';
import { NoteText } from './NoteText';
import { recordKey } from '../../../lib/recordKey';
import * as styles from './RecordNotes.css';

/** The spec has no text for these; they follow its page-load failures' and toasts' wording. */
export const NOTES_LOAD_ERROR = 'Error loading notes. Please try again.';

export interface RecordNotesProps {
  /** The contact, company or deal whose notes are shown and added to. */
  record: RecordFilter;
}

/**
 * A contact's, a company's or a deal's notes (issue 32 §1–§3): an add box, then the notes, pinned
 * first, then newest; each can be pinned, edited or deleted by its author. Web addresses in a note
 * are links.
 */
export function RecordNotes({ record }: RecordNotesProps) {
  const query = useRecordNotes(record);
  const create = useToastMutation(useCreateNote(), {
    success: 'Note added',
    error: 'Failed to add note',
  });
  const form = useForm(NoteInputSchema, { body: '' });
  const submit = form.handleSubmit(async (input) => {
    await create.mutateAsync({ record, input });
    form.reset();
  });
  const rows = query.data?.rows ?? [];
  const headingId = `notes-${recordKey(record)}`;

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 className={styles.heading} id={headingId}>
        Notes
      </h2>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextArea label="New note" rows={3} {...form.field('body')} />
        <div className={styles.actions}>
          <Button type="submit" isPending={form.isSubmitting}>
            Add note
          </Button>
        </div>
      </form>
      {query.isPending ? (
        <div role="status" aria-busy="true" aria-label="Loading notes">
          <Skeleton shape="rect" height="80px" />
        </div>
      ) : query.isError ? (
        <LoadError message={NOTES_LOAD_ERROR} />
      ) : rows.length === 0 ? (
        <EmptyState size="sm" title="No notes yet" hint="Write down a call or a meeting above." />
      ) : (
        <>
          <ul className={styles.list} aria-labelledby={headingId}>
            {rows.map((note) => (
              <NoteItem key={note.id} note={note} />
            ))}
          </ul>
          {query.hasNextPage && (
            <ShowMoreButton
              shown={rows.length}
              total={query.data.total}
              isLoading={query.isFetchingNextPage}
              onPress={() => void query.fetchNextPage()}
            />
          )}
        </>
      )}
    </section>
  );
}

function NoteItem({ note }: { note: Note }) {
  const [isEditing, setEditing] = useState(false);
  const update = useToastMutation(useUpdateNote(), {
    success: 'Note saved',
    error: 'Failed to save note',
  });
  const remove = useToastMutation(useDeleteNote(), {
    success: 'Note deleted',
    error: 'Failed to delete note',
  });
  const pin = () => update.mutate({ id: note.id, input: { pinned: !note.pinned } });
  // A note is the user's own words, gone for good once deleted: ask first.
  const [isConfirming, setConfirming] = useState(false);

  return (
    <li className={styles.item} aria-label={note.pinned ? 'Pinned note' : 'Note'}>
      {isEditing ? (
        <NoteEditor note={note} onDone={() => setEditing(false)} />
      ) : (
        <p className={styles.body}>
          <NoteText body={note.body} />
        </p>
      )}
      <div className={styles.meta}>
        {note.pinned && <Badge tone="blue">Pinned</Badge>}
        <time dateTime={note.createdAt}>{formatDate(note.createdAt, 'date-time')}</time>
        {note.updatedAt !== note.createdAt && <span>(edited)</span>}
      </div>
      {!isEditing && (
        <div className={styles.actions}>
          <Button variant="ghost" size="sm" onPress={pin} isDisabled={update.isPending}>
            {note.pinned ? 'Unpin' : 'Pin'}
          </Button>
          <Button variant="ghost" size="sm" onPress={() => setEditing(true)}>
            Edit
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onPress={() => setConfirming(true)}
            isPending={remove.isPending}
          >
            Delete
          </Button>
        </div>
      )}
      <AlertDialog
        isOpen={isConfirming}
        onOpenChange={setConfirming}
        title="Delete this note?"
        confirmLabel="Delete"
        onConfirm={() => remove.mutate(note.id)}
      >
        This action cannot be undone.
      </AlertDialog>
    </li>
  );
}

function NoteEditor({ note, onDone }: { note: Note; onDone: () => void }) {
  const update = useToastMutation(useUpdateNote(), {
    success: 'Note saved',
    error: 'Failed to save note',
  });
  const form = useForm(NoteUpdateSchema, { body: note.body });
  const submit = form.handleSubmit(async (input) => {
    await update.mutateAsync({ id: note.id, input });
    onDone();
  });
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextArea label="Edit note" rows={3} autoFocus {...form.field('body')} />
      <div className={styles.actions}>
        <Button type="submit" size="sm" isPending={form.isSubmitting}>
          Save
        </Button>
        <Button variant="secondary" size="sm" onPress={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
