import { useEffect, useRef, useState } from 'react';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  EmptyState,
  GridList,
  GridListItem,
  type Key,
  type Selection,
  Skeleton,
  Tab,
  TabList,
  TabPanel,
  Tabs,
} from '@crm/ui';
import { downloadUrl, emlFileName, type OutboxMessage } from '@crm/api-client';
import { useApiClient, useOutboxMessage, useOutboxMessages } from '@crm/api-client/react';
import { LoadError } from '../../../components/LoadError';
import { OutboxModeNotice } from '../../../components/OutboxModeNotice';
import * as screen from '../../../styles/screen.css';
import * as styles from './OutboxScreen.css';
import { formatCount } from '../../../lib/formatCount';

export const OUTBOX_LOAD_ERROR = 'Error loading the outbox. Please try again.';
export const MESSAGE_LOAD_ERROR = 'Error loading the message. Please try again.';

/**
 * The message as a mail client would show it, with its open pixel taken out so that looking at it
 * here never counts as an open. Links open in a new tab (through the click redirect, so a click
 * from the preview does count). No script runs: the frame's sandbox allows only pop-ups.
 */
export function previewDocument(html: string): string {
  const withoutPixel = html.replace(/<img\b[^>]*\/t\/o\/[^>]*>/gi, '');
  return `<!doctype html><base target="_blank"><style>html{background:#fff;color:#222}</style>${withoutPixel}`;
}

const formatTime = (iso: string) => new Date(iso).toLocaleString();

/**
 * One stored message: who and what, then the rendered HTML, the plain-text part and the headers,
 * and the whole message as the exact `.eml` it was sent as (to open in a mail client or a
 * validator: the bytes the DKIM signature covers).
 */
export function OutboxMessageView({ message }: { message: OutboxMessage }) {
  const client = useApiClient();
  return (
    <div className={screen.stack}>
      <dl className={styles.facts}>
        <dt className={styles.factName}>Subject</dt>
        <dd className={styles.factValue}>{message.subject}</dd>
        <dt className={styles.factName}>To</dt>
        <dd className={styles.factValue}>{message.to}</dd>
        <dt className={styles.factName}>Stored</dt>
        <dd className={styles.factValue}>{formatTime(message.createdAt)}</dd>
        <dt className={styles.factName}>Size</dt>
        <dd className={styles.factValue}>{formatCount(message.size)} bytes</dd>
      </dl>
      <div className={styles.messageActions}>
        <Button
          variant="secondary"
          size="sm"
          onPress={() =>
            downloadUrl(client.outboxEmlUrl(message.id), emlFileName(message.subject, message.id))
          }
        >
          Download .eml
        </Button>
      </div>
      <Tabs defaultSelectedKey="html">
        <TabList aria-label="Message parts">
          <Tab id="html">HTML</Tab>
          <Tab id="text">Plain text</Tab>
          <Tab id="headers">Headers</Tab>
        </TabList>
        <TabPanel id="html">
          <iframe
            className={styles.preview}
            title={`Preview of ${message.subject}`}
            sandbox="allow-popups allow-popups-to-escape-sandbox"
            srcDoc={previewDocument(message.html)}
          />
        </TabPanel>
        <TabPanel id="text">
          <pre className={styles.plainText}>{message.text}</pre>
        </TabPanel>
        <TabPanel id="headers">
          <dl className={styles.facts}>
            {message.headers.map((header, index) => (
              <div key={index} className={styles.factGroup}>
                <dt className={styles.factName}>{header.name}</dt>
                <dd className={styles.factValue}>{header.value}</dd>
              </div>
            ))}
          </dl>
        </TabPanel>
      </Tabs>
    </div>
  );
}

function SelectedMessage({ id, onShown }: { id: number; onShown: () => void }) {
  const message = useOutboxMessage(id);
  const shownId = message.data?.id;
  useEffect(() => {
    if (shownId !== undefined) onShown();
    // Once per message shown; onShown is a new function every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shownId]);
  if (message.isError) return <LoadError message={MESSAGE_LOAD_ERROR} />;
  if (!message.data) return <Skeleton height="20rem" />;
  return <OutboxMessageView message={message.data} />;
}

/**
 * The Outbox (issue 14): every message the server kept instead of delivering (no `SMTP_URL`),
 * newest first, and the selected one exactly as stored.
 */
export function OutboxScreen() {
  const outbox = useOutboxMessages();
  const [selected, setSelected] = useState<Key | null>(null);
  const messages = outbox.data?.pages.flatMap((page) => page.messages) ?? [];
  const current = selected ?? messages[0]?.id ?? null;
  // On a phone the message sits under the list: a tap on a message brings it into view.
  const messageCard = useRef<HTMLDivElement>(null);
  const reveal = useRef(false);
  const onSelectionChange = (keys: Selection) => {
    if (keys === 'all') return;
    reveal.current = true;
    setSelected([...keys][0] ?? null);
  };
  // Once the chosen message is shown (the page is then tall enough to bring it to the top).
  const onShown = () => {
    const card = messageCard.current;
    if (!reveal.current || !card) return;
    reveal.current = false;
    const { top } = card.getBoundingClientRect();
    // Beside the list (wide screens) it is already in view; under it, its top is far down.
    if (top < 0 || top > window.innerHeight / 2) card.scrollIntoView({ block: 'start' });
  };

  return (
    <div className={screen.stack}>
      <OutboxModeNotice />
      {outbox.isError ? (
        <LoadError message={OUTBOX_LOAD_ERROR} />
      ) : outbox.isPending ? (
        <Skeleton height="20rem" />
      ) : messages.length === 0 ? (
        <EmptyState
          title="No messages in the outbox"
          hint="Messages you send while no SMTP server is configured appear here."
        />
      ) : (
        <div className={styles.layout}>
          <Card>
            <CardHeader>
              <CardTitle level={2}>Messages</CardTitle>
            </CardHeader>
            <GridList
              aria-label="Stored messages"
              className={styles.list}
              items={messages}
              selectionMode="single"
              selectionBehavior="replace"
              disallowEmptySelection
              selectedKeys={current === null ? [] : [current]}
              onSelectionChange={onSelectionChange}
            >
              {(message) => (
                <GridListItem id={message.id} textValue={`${message.subject} to ${message.to}`}>
                  <span className={styles.itemSubject}>{message.subject || '(no subject)'}</span>
                  <span className={styles.itemMeta}>
                    {message.to} · {formatTime(message.createdAt)}
                  </span>
                </GridListItem>
              )}
            </GridList>
            {outbox.hasNextPage && (
              <div className={styles.loadMore}>
                <Button
                  variant="secondary"
                  isPending={outbox.isFetchingNextPage}
                  onPress={() => void outbox.fetchNextPage()}
                >
                  Load more
                </Button>
              </div>
            )}
          </Card>
          <div ref={messageCard} className={styles.messageCard}>
            <Card>
              <CardContent>
                {current !== null && <SelectedMessage id={Number(current)} onShown={onShown} />}
              </CardContent>
            </Card>
          </div>
        </div>
      )}
    </div>
  );
}
