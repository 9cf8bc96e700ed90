import {
  AlertDialog,
  Button,
  EmptyState,
  ListLoadMore,
  RowActions,
  SearchField,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  visuallyHidden,
} from '@crm/ui';
import { TEMPLATE_TYPES, type EmailTemplate, type TemplateType } from '@crm/api-client';
import { useDeleteEmailTemplate, useEmailTemplatePages } from '@crm/api-client/react';
import { premadeTemplates } from '@crm/email-builder';
import { LoadError } from '../../../components/LoadError';
import { useDialogState } from '../../../hooks/useDialogState';
import { useListSearch } from '../../../hooks/useListSearch';
import { usePagedList } from '../../../hooks/usePagedList';
import { useToastMutation } from '../../../hooks/useToastMutation';
import { formatDate } from '../../../lib/formatDate';
import * as screen from '../../../styles/screen.css';
import { draftOf, type TemplateDraft } from '../../../lib/templateDraft';
import { type TemplateRowAction, templateRowActions } from '../lib/templateRowActions';
import { templateTypeLabel } from '../lib/templateTypeLabel';
import { ChooseDesignDialog } from './ChooseDesignDialog';
import { TemplateCard } from './TemplateCard';
import { TemplateCardSkeleton } from './TemplateCardSkeleton';
import { TemplateEditorDialog } from './TemplateEditorDialog';
import * as styles from './TemplatesScreen.css';

type TypeFilter = 'all' | TemplateType;
const TYPE_FILTERS: readonly TypeFilter[] = ['all', ...TEMPLATE_TYPES];
const isTemplateType = (value: string): value is TemplateType =>
  (TEMPLATE_TYPES as readonly string[]).includes(value);

type TemplatesDialog =
  | { kind: 'choose' }
  | { kind: 'editor'; draft: TemplateDraft }
  | { kind: 'delete'; template: EmailTemplate };

/**
 * The Email Templates screen (spec section 2): search and type tabs over the user's templates
 * (kept in the URL, answered by the server a page at a time as the grid scrolls), the Ready-Made
 * Templates, and the dialogs to choose a design, create, edit and delete.
 */
export function TemplatesScreen() {
  const search = useListSearch(['q', 'type']);
  const { q } = search.applied;
  const type = isTemplateType(search.applied.type) ? search.applied.type : undefined;
  const list = usePagedList(useEmailTemplatePages({ q, type }));
  const dialogs = useDialogState<TemplatesDialog>();
  const { dialog } = dialogs;
  const deleteTemplate = useToastMutation(useDeleteEmailTemplate(), {
    success: {
      title: 'Template deleted',
      description: 'The email template has been successfully deleted.',
    },
    error: 'An error occurred while deleting the template.',
  });

  // Spec: a template with no id (or id 0) opens in the create dialog as a copy.
  const openEditor = (draft: TemplateDraft) => dialogs.open({ kind: 'editor', draft });
  const onRowAction = (action: TemplateRowAction, template: EmailTemplate) => {
    if (action === 'edit') openEditor(draftOf(template));
    else dialogs.open({ kind: 'delete', template });
  };

  let content;
  if (list.isError) {
    content = <LoadError message="Error loading templates. Please try again." />;
  } else if (list.isLoading) {
    content = (
      <div className={styles.grid} role="status" aria-busy="true" aria-label="Loading templates">
        <TemplateCardSkeleton />
        <TemplateCardSkeleton />
        <TemplateCardSkeleton />
      </div>
    );
  } else if (list.rows.length === 0) {
    content = (
      <EmptyState
        title="No templates found"
        hint={
          search.isFiltered
            ? 'Try changing your search or filter criteria.'
            : 'Get started by creating your first email template.'
        }
      />
    );
  } else {
    content = (
      <>
        {/* The cards' names are level 3 under the page's title: a section heading sits between
          (the ready-made section has a visible one). */}
        <h2 id="your-templates-heading" className={visuallyHidden}>
          Your templates
        </h2>
        <ul className={styles.grid} aria-labelledby="your-templates-heading" role="list">
          {list.rows.map((template) => (
            <li key={template.id} className={styles.gridItem}>
              <TemplateCard
                name={template.name}
                templateType={template.templateType}
                subject={template.subject}
                meta={`Created: ${formatDate(template.createdAt)}`}
                actions={
                  <RowActions
                    display="buttons"
                    rowLabel={template.name}
                    actions={templateRowActions}
                    onAction={(action) => onRowAction(action, template)}
                  />
                }
              />
            </li>
          ))}
        </ul>
        {list.loadMore && (
          <ListLoadMore
            label="Loading more templates"
            onLoadMore={list.loadMore}
            isLoading={list.isLoadingMore}
          />
        )}
      </>
    );
  }

  return (
    <div className={screen.stack}>
      <div className={screen.toolbar}>
        <div className={styles.search}>
          <SearchField
            label="Search templates"
            placeholder="Search templates..."
            value={search.draft.q}
            onChange={(value) => search.setText({ q: value })}
          />
        </div>
        <Button onPress={() => dialogs.open({ kind: 'choose' })}>Create New Template</Button>
      </div>

      <Tabs
        variant="pills"
        selectedKey={type ?? 'all'}
        onSelectionChange={(key) => search.set({ type: key === 'all' ? '' : String(key) })}
      >
        <TabList aria-label="Template type">
          <Tab id="all">All</Tab>
          {TEMPLATE_TYPES.map((templateType) => (
            <Tab key={templateType} id={templateType}>
              {templateTypeLabel(templateType)}
            </Tab>
          ))}
        </TabList>
        {/* Every tab's panel shows the same list, filtered by the tab; only the selected one renders. */}
        {TYPE_FILTERS.map((filter) => (
          <TabPanel key={filter} id={filter} className={styles.section}>
            {content}
          </TabPanel>
        ))}
      </Tabs>

      <section className={styles.section} aria-labelledby="ready-made-heading">
        <h2 id="ready-made-heading" className={screen.sectionTitle}>
          Ready-Made Templates
        </h2>
        <ul className={styles.grid} role="list">
          {premadeTemplates.map((premade) => (
            <li key={premade.type} className={styles.gridItem}>
              <TemplateCard
                name={premade.name}
                templateType={premade.type}
                subject={premade.subject}
                isPremade
                actions={
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`Use Template: ${premade.name}`}
                    onPress={() =>
                      openEditor({
                        name: premade.name,
                        subject: premade.subject,
                        templateType: premade.type,
                        design: premade.design,
                      })
                    }
                  >
                    Use Template
                  </Button>
                }
              />
            </li>
          ))}
        </ul>
      </section>

      {dialog?.kind === 'choose' && (
        <ChooseDesignDialog
          {...dialogs.modal}
          onChoose={(theme) =>
            openEditor({ name: '', subject: '', templateType: 'newsletter', design: theme.design })
          }
        />
      )}
      {dialog?.kind === 'editor' && (
        <TemplateEditorDialog key={dialogs.opened} {...dialogs.modal} draft={dialog.draft} />
      )}
      {dialog?.kind === 'delete' && (
        <AlertDialog
          {...dialogs.modal}
          title="Are you sure?"
          confirmLabel="Delete"
          // Spec: the dialog closes whether the delete succeeds or fails (the toast tells which).
          onConfirm={() => deleteTemplate.mutate(dialog.template.id)}
        >
          This action cannot be undone. This will permanently delete the template.
        </AlertDialog>
      )}
    </div>
  );
}
