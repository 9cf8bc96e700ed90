import {
  AlertDialog,
  Badge,
  Button,
  Card,
  CardContent,
  Cell,
  Column,
  EmptyState,
  Link,
  Row,
  RowActions,
  Table,
  TableBody,
  TableHeader,
  visuallyHidden,
} from '@crm/ui';
import type { ApiKey } from '@crm/api-client';
import { useApiKeys, useRevokeApiKey } from '@crm/api-client/react';
import { LoadError } from '../../../components/LoadError';
import { useDialogState } from '../../../hooks/useDialogState';
import { PHONE_QUERY, useMediaQuery } from '../../../hooks/useMediaQuery';
import { useToastMutation } from '../../../hooks/useToastMutation';
import { formatDate } from '../../../lib/formatDate';
import * as screen from '../../../styles/screen.css';
import { lastUsed } from '../lib/lastUsed';
import * as styles from './ApiKeysScreen.css';
import { CreateApiKeyDialog } from './CreateApiKeyDialog';

export const API_KEYS_LOAD_ERROR = 'Error loading your API keys. Please try again.';

const keyActions = [{ id: 'revoke', label: 'Revoke', variant: 'destructive' }] as const;

type ApiKeysDialog = { kind: 'create' } | { kind: 'revoke'; apiKey: ApiKey };

const expires = (apiKey: ApiKey, now: Date) =>
  apiKey.expiresAt === null
    ? 'Never'
    : `${new Date(apiKey.expiresAt) <= now ? 'Expired ' : ''}${formatDate(apiKey.expiresAt)}`;

/**
 * API keys (issue 33 §2): the live keys with their scopes and last use, Create API Key (the key
 * shown once), and Revoke, confirmed, which refuses the key from its next request on.
 */
export function ApiKeysScreen({ openapiUrl = '/api/openapi.json' }: { openapiUrl?: string }) {
  const keys = useApiKeys();
  const isPhone = useMediaQuery(PHONE_QUERY);
  const dialogs = useDialogState<ApiKeysDialog>();
  const revoke = useToastMutation(useRevokeApiKey(), {
    success: 'API key revoked',
    error: 'Failed to revoke API key',
  });
  const create = () => dialogs.open({ kind: 'create' });
  const { dialog } = dialogs;
  const now = new Date();

  return (
    <div className={screen.stack}>
      <div className={screen.toolbar}>
        <p className={screen.muted}>
          Other systems use a key as <code>Authorization: Bearer &lt;key&gt;</code>. The API is
          described at <Link href={openapiUrl}>{openapiUrl}</Link>.
        </p>
        <Button onPress={create}>Create API Key</Button>
      </div>
      {keys.isError ? (
        <Card>
          <CardContent>
            <LoadError message={API_KEYS_LOAD_ERROR} />
          </CardContent>
        </Card>
      ) : (
        <Table
          aria-label="API keys"
          // The phone and desktop column sets differ; React Aria cannot change a column's id in place.
          key={isPhone ? 'phone' : 'desktop'}
        >
          <TableHeader>
            <Column id="name" isRowHeader>
              Name
            </Column>
            {!isPhone && <Column id="prefix">Key</Column>}
            {!isPhone && <Column id="scopes">Scopes</Column>}
            {!isPhone && <Column id="created">Created</Column>}
            <Column id="lastUsed">Last used</Column>
            {!isPhone && <Column id="expires">Expires</Column>}
            <Column id="actions" width={64}>
              <span className={visuallyHidden}>Actions</span>
            </Column>
          </TableHeader>
          <TableBody
            items={keys.data ?? []}
            isLoading={keys.data === undefined}
            dependencies={[isPhone]}
            renderEmptyState={() => (
              <EmptyState
                title="No API keys yet"
                hint="A key lets your shop, forms or automation tools reach your contacts and campaigns."
                action={<Button onPress={create}>Create API Key</Button>}
              />
            )}
          >
            {(apiKey) => (
              <Row id={apiKey.id}>
                <Cell>
                  {isPhone ? (
                    <>
                      <span className={screen.phoneName}>{apiKey.name}</span>
                      <span className={screen.phoneDetail}>{apiKey.prefix}…</span>
                      <span className={screen.phoneDetail}>{apiKey.scopes.join(', ')}</span>
                      <span className={screen.phoneDetail}>Expires: {expires(apiKey, now)}</span>
                    </>
                  ) : (
                    apiKey.name
                  )}
                </Cell>
                {!isPhone && (
                  <Cell>
                    <span className={styles.prefix}>{apiKey.prefix}…</span>
                  </Cell>
                )}
                {!isPhone && (
                  <Cell>
                    <span className={styles.scopes}>
                      {apiKey.scopes.map((scope) => (
                        <Badge key={scope}>{scope}</Badge>
                      ))}
                    </span>
                  </Cell>
                )}
                {!isPhone && <Cell>{formatDate(apiKey.createdAt)}</Cell>}
                <Cell>{lastUsed(apiKey.lastUsedAt, now)}</Cell>
                {!isPhone && <Cell>{expires(apiKey, now)}</Cell>}
                <Cell>
                  <RowActions
                    rowLabel={apiKey.name}
                    actions={keyActions}
                    onAction={() => dialogs.open({ kind: 'revoke', apiKey })}
                  />
                </Cell>
              </Row>
            )}
          </TableBody>
        </Table>
      )}
      {dialog?.kind === 'create' && <CreateApiKeyDialog key={dialogs.opened} {...dialogs.modal} />}
      {dialog?.kind === 'revoke' && (
        <AlertDialog
          {...dialogs.modal}
          title={`Revoke “${dialog.apiKey.name}”?`}
          confirmLabel="Revoke"
          onConfirm={() => revoke.mutate(dialog.apiKey.id)}
        >
          Anything using this key stops working at once. This cannot be undone.
        </AlertDialog>
      )}
    </div>
  );
}
