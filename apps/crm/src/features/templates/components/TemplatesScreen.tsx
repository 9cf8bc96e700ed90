import { useState } from 'react';
import {
  AlertDialog,
  Button,
  EmptyState,
  SearchField,
  Tab,
  TabList,
  TabPanel,
  Tabs,
} from '@crm/ui';
import { TEMPLATE_TYPES, type EmailTemplate, type TemplateType } from '@crm/api-client';
import { useDeleteEmailTemplate, useEmailTemplates } from '@crm/api-client/react';
import { premadeTemplates } from '@crm/email-builder';
import { LoadError } from '../../../components/LoadError';
import { useToastMutation } from '../../../hooks/useToastMutation';
import { formatDate } from '../../../lib/formatDate';
import * as screen from '../../../styles/screen.css';
import { draftOf, type TemplateDraft } from '../templateDraft';
import { templateTypeLabel } from '../templateTypeLabel';
import { ChooseDesignDialog } from './ChooseDesignDialog';
import { TemplateCard } from './TemplateCard';
import { TemplateCardSkeleton } from './TemplateCardSkeleton';
import { TemplateEditorDialog } from './TemplateEditorDialog';
import * as styles from './TemplatesScreen.css';

type TypeFilter = 'all' | TemplateType;
const TYPE_FILTERS: readonly TypeFilter[] = ['all', ...TEMPLATE_TYPES];

/** Spec section 5: a case-insensitive substring of the name, and an exact type. */
function matches(template: EmailTemplate, search: string, type: TypeFilter) {
  return (
    (type === 'all' || template.templateType === type) &&
    template.name.toLowerCase().includes(search.trim().toLowerCase())
  );
}

/**
 * The Email Templates screen (spec section 2): search and type tabs over the user's templates,
 * the Ready-Made Templates, and the dialogs to choose a design, create, edit and delete.
 */
export function TemplatesScreen() {
  const { data: templates = [], isLoading, isError } = useEmailTemplates();
  const [search, setSearch] = useState('');
  const [type, setType] = useState<TypeFilter>('all');
  const [isChoosing, setChoosing] = useState(false);
  const [draft, setDraft] = useState<TemplateDraft | null>(null);
  // Each opening gets its own editor state, even for the same template twice.
  const [draftKey, setDraftKey] = useState(0);
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const deleteTemplate = useToastMutation(useDeleteEmailTemplate(), {
    success: {
      title: 'Template deleted',
      description: 'The email template has been successfully deleted.',
    },
    error: 'An error occurred while deleting the template.',
  });

  // Spec: a template with no id (or id 0) opens in the create dialog as a copy.
  const open = (next: TemplateDraft) => {
    setDraft(next);
    setDraftKey((key) => key + 1);
  };
  const visible = templates.filter((template) => matches(template, search, type));
  const isFiltered = search.trim() !== '' || type !== 'all';

  let list;
  if (isError) {
    list = <LoadError message="Error loading templates. Please try again." />;
  } else if (isLoading) {
    list = (
      <div className={styles.grid} role="status" aria-busy="true" aria-label="Loading templates">
        <TemplateCardSkeleton />
        <TemplateCardSkeleton />
        <TemplateCardSkeleton />
      </div>
    );
  } else if (visible.length === 0) {
    list = (
      <EmptyState
        title="No templates found"
        hint={
          isFiltered
            ? 'Try changing your search or filter criteria.'
            : 'Get started by creating your first email template.'
        }
      />
    );
  } else {
    list = (
      <ul className={styles.grid} aria-label="Your templates" role="list">
        {visible.map((template) => (
          <li key={template.id} className={styles.gridItem}>
            <TemplateCard
              name={template.name}
              templateType={template.templateType}
              subject={template.subject}
              meta={`Created: ${formatDate(template.createdAt)}`}
              actions={
                <>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`Edit ${template.name}`}
                    onPress={() => open(draftOf(template))}
                  >
                    Edit
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Delete ${template.name}`}
                    onPress={() => setDeletingId(template.id)}
                  >
                    Delete
                  </Button>
                </>
              }
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className={screen.stack}>
      <div className={screen.toolbar}>
        <div className={styles.search}>
          <SearchField
            label="Search templates"
            placeholder="Search templates..."
            value={search}
            onChange={setSearch}
          />
        </div>
        <Button onPress={() => setChoosing(true)}>Create New Template</Button>
      </div>

      <Tabs
        variant="pills"
        selectedKey={type}
        onSelectionChange={(key) => setType(key as TypeFilter)}
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
            {list}
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
                      open({
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

      <ChooseDesignDialog
        isOpen={isChoosing}
        onOpenChange={setChoosing}
        onChoose={(theme) =>
          open({ name: '', subject: '', templateType: 'newsletter', design: theme.design })
        }
      />
      {draft && (
        <TemplateEditorDialog key={draftKey} draft={draft} onClose={() => setDraft(null)} />
      )}
      <AlertDialog
        isOpen={deletingId !== null}
        onOpenChange={(isOpen) => !isOpen && setDeletingId(null)}
        title="Are you sure?"
        confirmLabel="Delete"
        onConfirm={() => {
          // Spec: the dialog closes whether the delete succeeds or fails (the toast tells which).
          if (deletingId !== null) deleteTemplate.mutate(deletingId);
          setDeletingId(null);
        }}
      >
        This action cannot be undone. This will permanently delete the template.
      </AlertDialog>
    </div>
  );
}
