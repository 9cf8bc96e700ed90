import { Button, CardButton, Dialog, Modal } from '@crm/ui';
import type { DialogStateProps } from '../../../hooks/useDialogState';
import * as formStyles from '../../../styles/form.css';
import { designThemes, type DesignTheme } from '../lib/designThemes';
import * as styles from './TemplatesScreen.css';

export interface ChooseDesignDialogProps extends DialogStateProps {
  /** Called with the theme picked; the create dialog then opens with its design. */
  onChoose: (theme: DesignTheme) => void;
  /**
   * The themes offered.
   * @default designThemes (simple, modern, corporate, elegant)
   */
  themes?: readonly DesignTheme[];
}

/**
 * 'Choose Template Design' (spec section 2): the four design themes, each with a preview rendered
 * from its design, and Cancel.
 */
export function ChooseDesignDialog({
  isOpen,
  onOpenChange,
  onChoose,
  themes = designThemes,
}: ChooseDesignDialogProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="lg">
      <Dialog
        title="Choose Template Design"
        description="Start from a design; you can change everything in the builder."
      >
        {({ close }) => (
          <div className={styles.section}>
            <div className={styles.themeGrid}>
              {themes.map((theme) => (
                <CardButton
                  key={theme.id}
                  size="sm"
                  onPress={() => {
                    close();
                    onChoose(theme);
                  }}
                >
                  <img
                    className={styles.themeImage}
                    src={theme.previewUrl}
                    alt=""
                    width={320}
                    height={240}
                  />
                  <span className={styles.themeName}>{theme.name}</span>
                  <span className={styles.themeDescription}>{theme.description}</span>
                </CardButton>
              ))}
            </div>
            <div className={formStyles.actions}>
              <Button variant="secondary" onPress={close}>
                Cancel
              </Button>
            </div>
          </div>
        )}
      </Dialog>
    </Modal>
  );
}
