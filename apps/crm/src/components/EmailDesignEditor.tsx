import { useState } from 'react';
import { CONTACT_MERGE_TAGS } from '@crm/api-client';
import { Tab, TabList, TabPanel, Tabs, toast } from '@crm/ui';
import { applyPalette, type Design } from '@crm/email-builder';
import { EmailBuilder } from '@crm/email-builder/react';
import { ColorPaletteGenerator } from '@crm/palette/react';
import { useBuilderImages } from '../hooks/useBuilderImages';
import * as formStyles from '../styles/form.css';
import * as styles from './DesignDialog.css';

export interface EmailDesignEditorProps {
  /** The design being edited. */
  design: Design;
  /** Called with every new design: an edit in the builder or a palette applied. */
  onChange: (design: Design) => void;
  /**
   * The heading above the tabs; it also names the tab list.
   * @default 'Email Design'
   */
  label?: string;
  /**
   * What is wrong with the email the design makes (the form's "Content is required"), shown under it.
   * @default undefined
   */
  errorMessage?: string;
}

/**
 * The Email Design field of the template and campaign dialogs (spec section 2): a Builder tab with
 * the email builder (offering the contact merge tags) and a Color Palette tab whose 'Use Palette' recolours the design, shows
 * 'Color palette applied' and returns to the builder to show the result.
 */
export function EmailDesignEditor({
  design,
  onChange,
  label = 'Email Design',
  errorMessage,
}: EmailDesignEditorProps) {
  const [tab, setTab] = useState<'builder' | 'palette'>('builder');
  // Images go to the server and the email links their URL; earlier uploads are a library.
  const { onUploadImage, imageLibrary } = useBuilderImages();
  return (
    <section className={styles.designField} aria-label={label}>
      <h3 className={styles.designHeading}>{label}</h3>
      <Tabs
        variant="pills"
        selectedKey={tab}
        onSelectionChange={(key) => setTab(key as 'builder' | 'palette')}
      >
        <TabList aria-label={label}>
          <Tab id="builder">Builder</Tab>
          <Tab id="palette">Color Palette</Tab>
        </TabList>
        {/* Kept mounted (hidden) while the palette shows: the builder's undo history lives in it,
          and a palette applied must be one more step Undo can take back. */}
        <TabPanel id="builder" shouldForceMount className={styles.keptPanel}>
          <EmailBuilder
            design={design}
            onChange={(_html, next) => onChange(next)}
            onUploadImage={onUploadImage}
            imageLibrary={imageLibrary}
            // The tags every contact fills, from the list sending fills them from.
            mergeTags={CONTACT_MERGE_TAGS}
          />
        </TabPanel>
        <TabPanel id="palette" className={styles.palettePanel}>
          <ColorPaletteGenerator
            onUsePalette={(palette) => {
              onChange(applyPalette(design, palette));
              toast({ title: 'Color palette applied', variant: 'success' });
              setTab('builder');
            }}
          />
        </TabPanel>
      </Tabs>
      {errorMessage && (
        <p className={formStyles.error} role="alert">
          {errorMessage}
        </p>
      )}
    </section>
  );
}
