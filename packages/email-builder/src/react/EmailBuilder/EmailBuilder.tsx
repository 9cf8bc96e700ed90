import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
} from 'react';
import { Button, Tab, TabList, TabPanel, Tabs, TextArea } from '@crm/ui';
import { contrastIssues as findContrastIssues } from '../../core/contrastIssues';
import { DESIGN_VERSION } from '../../core/constants';
import { createElement } from '../../core/createElement';
import {
  allElements,
  findElement,
  insertElement,
  moveElement,
  placeOf,
  removeElement,
  updateElement,
  withColumnCount,
  type ElementPlace,
} from '../../core/designTree';
import { imageSourceProblem } from '../../core/imageProblems';
import { richTextToPlain, type RichText } from '../../core/richText/RichText';
import { previewMergeTags, type MergeTag } from '../../core/mergeTags';
import { defaultDesign } from '../../core/defaults';
import { renderDesign } from '../../core/renderDesign';
import {
  columnCount,
  type BlockType,
  type Design,
  type ElementSettings as Settings,
  type ElementType,
  type EmailStyle,
} from '../../core/schema';
import { DesignCanvas } from '../canvas/DesignCanvas';
import { ImageDrop } from '../canvas/ImageDrop';
import { placeDroppedImage, type ImageDropTarget } from '../canvas/ImageDropTarget';
import { AddElementGrid } from '../panels/AddElementGrid';
import { ElementSettings } from '../panels/ElementSettings';
import { EmailStyleSettings } from '../panels/EmailStyleSettings';
import * as panelStyles from '../panels/panels.css';
import { builderThemeStyle } from '../builderTheme';
import type { ImageLibrary } from '../imageLibrary/ImageLibrary';
import { DEFAULT_MESSAGES, MessagesContext, type EmailBuilderMessages } from '../messages';
import {
  designHistoryReducer,
  initialHistory,
  type DesignHistory,
  type DesignHistoryAction,
} from './designHistory';
import * as styles from './EmailBuilder.css';
import { DesignLayout } from './DesignLayout';
import { PreviewPane } from './PreviewPane';

export const EMAIL_BUILDER_TABS = ['design', 'content', 'preview'] as const;
export type EmailBuilderTab = (typeof EMAIL_BUILDER_TABS)[number];

export interface EmailBuilderProps {
  /**
   * The design to edit. A new design object from the parent (a palette applied, a template chosen)
   * becomes the next undo step, so Undo takes it back; the design passed back through `onChange`
   * is not a new one. To start another document with no history, mount a new builder (a `key`).
   * @default defaultDesign (a headline, a welcome text and a Learn More button)
   */
  design?: Design;
  /**
   * Called once on mount with the HTML of the initial design (so a parent has it before any edit),
   * then after every change with the regenerated HTML and the design. The HTML is always the
   * design's: the Content tab shows it read-only, so nothing typed there can be lost.
   * @default undefined
   */
  onChange?: (html: string, design: Design) => void;
  /**
   * The tab shown first.
   * @default 'design'
   */
  defaultTab?: EmailBuilderTab;
  /**
   * The element selected first.
   * @default null
   */
  defaultSelectedId?: string | null;
  /**
   * Merge tags the author can insert into texts, button labels and links (`{{name}}`) from an
   * 'Insert merge tag' menu; the Preview tab shows each tag's `sample`. The HTML passed to
   * `onChange` keeps the tags, for the sending side to fill per recipient.
   * @default []
   */
  mergeTags?: readonly MergeTag[];
  /**
   * The widget's texts, for another language or other wording: any of them, over the English
   * defaults (`DEFAULT_MESSAGES`). Texts with a value in them are functions.
   * @default DEFAULT_MESSAGES
   */
  messages?: Partial<EmailBuilderMessages>;
  /**
   * Uploads an image file (size and type are the host's to check) and resolves to its URL, which
   * the image element then shows; a rejection shows its message. It serves an image's 'Upload image'
   * button and PNG, JPEG, GIF or WebP files dropped on the canvas (on an image: its new source;
   * elsewhere: a new image block there). Without it, the URL field only and no drops.
   * @default undefined
   */
  onUploadImage?: (file: File) => Promise<string>;
  /**
   * The account's earlier uploads (`list`, and `remove` to delete one): with it, an image's settings
   * offer 'Choose from library', a dialog of thumbnails to pick from, with the storage used of the
   * quota when `list` tells it. The host's, like `onUploadImage`. Without it, no library.
   * @default undefined
   */
  imageLibrary?: ImageLibrary;
}

const NO_TAGS: readonly MergeTag[] = [];

/** The design as this version writes it: what onChange reports always carries `version`. */
const versioned = (design: Design): Design =>
  design.version === DESIGN_VERSION ? design : { ...design, version: DESIGN_VERSION };

// Settings the panels offer as a Select: each choice is a decision of its own and its own undo step,
// while typing into a field (content, a colour, padding) is one step however many keys it takes.
const CHOSEN_FROM_A_LIST = new Set<keyof Settings | keyof EmailStyle>([
  'fontSize',
  'fontFamily',
  'alignment',
  'height',
  'contentWidth',
  'layout',
]);

// Enter in these submits the form they sit in (HTML's implicit submission).
const SINGLE_LINE = new Set(['text', 'search', 'url', 'email', 'tel', 'password', 'number']);

/**
 * The builder sits inside its host's form (the template and campaign dialogs): Enter in one of its
 * fields would submit that form, saving and closing the dialog mid-edit. Its fields commit as they
 * are typed, so Enter has nothing else to do there; fields that act on Enter still see it.
 */
const keepEnterInside = (event: ReactKeyboardEvent) => {
  const { target } = event;
  if (
    event.key === 'Enter' &&
    !event.nativeEvent.isComposing &&
    target instanceof HTMLInputElement &&
    SINGLE_LINE.has(target.type)
  )
    event.preventDefault();
};

const isTextInput = (target: EventTarget) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    (target instanceof HTMLInputElement && target.type !== 'color'));

/**
 * The drag-and-drop email builder (spec 2): Design, Content (the HTML, read-only) and Preview tabs; a sortable
 * canvas with element settings, email style and an Add Element grid; undo and redo; a contrast
 * warning on hard-to-read text. 500 px high.
 */
export function EmailBuilder({
  design = defaultDesign,
  onChange,
  defaultTab = 'design',
  defaultSelectedId = null,
  mergeTags = NO_TAGS,
  messages,
  onUploadImage,
  imageLibrary,
}: EmailBuilderProps) {
  const t = useMemo(() => ({ ...DEFAULT_MESSAGES, ...messages }), [messages]);
  const [history, setHistory] = useState<DesignHistory>(() => initialHistory(versioned(design)));
  const historyRef = useRef(history);
  const emitted = useRef<Design>(design);
  const [selectedId, setSelectedId] = useState<string | null>(defaultSelectedId);
  const [tab, setTab] = useState<EmailBuilderTab>(defaultTab);
  // The block just added: its settings take the focus when they appear (the Add button is gone).
  const [focusSettingsOf, setFocusSettingsOf] = useState<string | null>(null);
  const present = history.present;
  const html = useMemo(() => renderDesign(present), [present]);
  const previewHtml = useMemo(() => previewMergeTags(html, mergeTags), [html, mergeTags]);
  const issues = useMemo(
    () => new Map(findContrastIssues(present).map((issue) => [issue.elementId, issue])),
    [present],
  );
  const selected = selectedId === null ? undefined : findElement(present.elements, selectedId);
  // Images the email leaves out (placeholders, data: URIs, SVG): the preview says how many.
  const imagesLeftOut = useMemo(
    () =>
      allElements(present.elements).filter(
        (element) => element.type === 'image' && imageSourceProblem(element.content),
      ).length,
    [present],
  );

  // A design the parent did not get from us (a palette applied, a template chosen) is a change like
  // any other: one undo step, so the author can take it back. The selection stays if it still exists.
  useEffect(() => {
    if (design === emitted.current || design === historyRef.current.present) return;
    emitted.current = design;
    const next = designHistoryReducer(historyRef.current, {
      type: 'change',
      design: versioned(design),
    });
    historyRef.current = next;
    setHistory(next);
    setSelectedId((id) => (id !== null && findElement(next.present.elements, id) ? id : null));
  }, [design]);

  // Spec 4 reports every change; a parent also needs the HTML of the design it starts from. Once
  // per mount: the ref survives StrictMode's second effect run, and later designs are changes.
  const reportedInitial = useRef(false);
  useEffect(() => {
    if (reportedInitial.current) return;
    reportedInitial.current = true;
    onChange?.(html, present);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the initial design only
  }, []);

  const apply = useCallback(
    (action: DesignHistoryAction) => {
      const previous = historyRef.current;
      const next = designHistoryReducer(previous, action);
      if (next === previous) return;
      historyRef.current = next;
      setHistory(next);
      if (next.present !== previous.present) {
        emitted.current = next.present;
        onChange?.(renderDesign(next.present), next.present);
      }
    },
    [onChange],
  );

  const change = (next: Design, coalesceKey?: string) =>
    apply({ type: 'change', design: next, coalesceKey });

  // Typing after a new selection is a new step, even in the field typed into before.
  const select = (id: string | null) => {
    apply({ type: 'checkpoint' });
    setSelectedId(id);
    setFocusSettingsOf(null);
  };

  const selectAdded = (id: string) => {
    select(id);
    setFocusSettingsOf(id);
  };

  const updateSelected = (
    update: (element: Design['elements'][number]) => Design['elements'][number],
    key: string,
  ) => {
    if (!selected) return;
    change(
      { ...present, elements: updateElement(present.elements, selected.id, update) },
      CHOSEN_FROM_A_LIST.has(key as keyof Settings) ? undefined : `${selected.id}.${key}`,
    );
  };

  const setSetting = <K extends keyof Settings>(key: K, value: Settings[K] | '') =>
    updateSelected((element) => {
      const settings = { ...element.settings };
      if (value === '' || value === undefined) delete settings[key];
      else settings[key] = value as Settings[K];
      // A new layout may have fewer columns: their blocks move to the last one kept.
      if (key === 'layout' && element.columns)
        return withColumnCount({ ...element, settings }, columnCount(settings.layout));
      return { ...element, settings };
    }, key);

  // The plain content keeps the words, so labels and older readers still see the text.
  const setRich = (rich: RichText | undefined) =>
    updateSelected((element) => {
      if (rich) return { ...element, rich, content: richTextToPlain(rich) };
      const { rich: _dropped, ...plain } = element;
      return plain;
    }, 'rich');

  const moveBlock = (id: string, by: -1 | 1) => {
    const place = placeOf(present.elements, id);
    if (!place || place.parentId === null) return;
    change({
      ...present,
      elements: moveElement(present.elements, id, { ...place, index: place.index + by }),
    });
  };

  const addToColumn = (column: number, type: BlockType) => {
    if (!selected) return;
    const block = createElement(type);
    const list = selected.columns?.[column]?.elements ?? [];
    change({
      ...present,
      elements: insertElement(present.elements, block, {
        parentId: selected.id,
        column,
        index: list.length,
      }),
    });
    selectAdded(block.id);
  };

  const setStyle = <K extends keyof EmailStyle>(key: K, value: EmailStyle[K]) =>
    change(
      { ...present, style: { ...present.style, [key]: value } },
      CHOSEN_FROM_A_LIST.has(key) ? undefined : `style.${key}`,
    );

  const add = (type: ElementType) => {
    const element = createElement(type);
    change({ ...present, elements: [...present.elements, element] });
    selectAdded(element.id);
  };

  const remove = () => {
    if (!selected) return;
    change({ ...present, elements: removeElement(present.elements, selected.id) });
    select(null);
  };

  // An upload resolves later: the image goes into the design as it is then, as one undo step.
  const placeImage = (url: string, target: ImageDropTarget) => {
    const placed = placeDroppedImage(historyRef.current.present, target, url);
    change(placed.design);
    select(placed.id);
  };

  const move = (id: string, place: ElementPlace) =>
    change({ ...present, elements: moveElement(present.elements, id, place) });

  const onKeyDown = (event: ReactKeyboardEvent) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || isTextInput(event.target)) return;
    const key = event.key.toLowerCase();
    if (key === 'z' || key === 'y') {
      event.preventDefault();
      apply({ type: key === 'y' || event.shiftKey ? 'redo' : 'undo' });
    }
  };

  const isPreview = tab === 'preview';
  // Coming back to the Design tab keeps the focus where the user is (on the tab, or the toggle).
  const showTab = (next: EmailBuilderTab) => {
    setTab(next);
    setFocusSettingsOf(null);
  };

  return (
    // The shortcuts listen on the whole widget; its controls stay the keyboard targets.
    <MessagesContext.Provider value={t}>
      <div
        className={styles.root}
        style={builderThemeStyle}
        onKeyDownCapture={keepEnterInside}
        onKeyDown={onKeyDown}
      >
        <Tabs
          className={styles.tabs}
          selectedKey={tab}
          onSelectionChange={(key) => showTab(key as EmailBuilderTab)}
        >
          <div className={styles.toolbar}>
            <TabList aria-label={t.tabList}>
              <Tab id="design">{t.designTab}</Tab>
              <Tab id="content">{t.contentTab}</Tab>
              <Tab id="preview">{t.previewTab}</Tab>
            </TabList>
            <div className={styles.actions}>
              <Button
                variant="ghost"
                size="sm"
                isDisabled={history.past.length === 0}
                onPress={() => apply({ type: 'undo' })}
                aria-keyshortcuts="Control+Z Meta+Z"
              >
                {t.undo}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                isDisabled={history.future.length === 0}
                onPress={() => apply({ type: 'redo' })}
                aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z"
              >
                {t.redo}
              </Button>
              <Button
                variant="secondary"
                size="sm"
                onPress={() => showTab(isPreview ? 'design' : 'preview')}
              >
                {isPreview ? t.editMode : t.preview}
              </Button>
            </div>
          </div>
          <TabPanel id="design" className={styles.panel}>
            <DesignLayout
              canvas={
                <ImageDrop
                  elements={present.elements}
                  onUploadImage={onUploadImage}
                  onImageUploaded={placeImage}
                >
                  <DesignCanvas
                    design={present}
                    selectedId={selected?.id ?? null}
                    contrastIssues={issues}
                    onSelect={select}
                    onMove={move}
                  />
                </ImageDrop>
              }
              side={
                selected ? (
                  <ElementSettings
                    key={selected.id}
                    element={selected}
                    contrastIssue={issues.get(selected.id)}
                    onContentChange={(content) =>
                      updateSelected((element) => ({ ...element, content }), 'content')
                    }
                    onSettingChange={setSetting}
                    onBack={() => select(null)}
                    onRemove={remove}
                    mergeTags={mergeTags}
                    onUploadImage={onUploadImage}
                    imageLibrary={imageLibrary}
                    onRichChange={setRich}
                    onAddToColumn={addToColumn}
                    onSelectBlock={select}
                    onMoveBlock={moveBlock}
                    autoFocus={focusSettingsOf === selected.id}
                  />
                ) : (
                  // The grid first: adding blocks is what the panel is used for most, and below
                  // the style's five fields it was a scroll inside the dialog's scroll away.
                  <div className={panelStyles.sidePanel}>
                    <AddElementGrid onAdd={add} />
                    <EmailStyleSettings style={present.style} onChange={setStyle} />
                  </div>
                )
              }
            />
          </TabPanel>
          <TabPanel id="content" className={`${styles.panel} ${styles.contentPanel}`}>
            {/* Read-only on purpose: raw edits here could not go back into the design, and the next
              design change would silently drop them. */}
            <TextArea
              label={t.htmlLabel}
              description={t.htmlDescription}
              value={html}
              rows={14}
              isReadOnly
            />
          </TabPanel>
          <TabPanel id="preview" className={`${styles.panel} ${styles.previewPanel}`}>
            <PreviewPane
              html={previewHtml}
              notice={
                imagesLeftOut > 0 && (
                  <p className={panelStyles.warning} role="status">
                    {t.imagesLeftOut(imagesLeftOut)}
                  </p>
                )
              }
            />
          </TabPanel>
        </Tabs>
      </div>
    </MessagesContext.Provider>
  );
}
