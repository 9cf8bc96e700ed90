import { useMemo, useState, type ReactNode } from 'react';
import { ToggleButton, ToggleButtonGroup, type Key } from 'react-aria-components';
import { previewColorScheme, type ColorScheme } from '../../core/darkMode';
import { useMessages } from '../messages';
import * as styles from './PreviewPane.css';

/** The widths the preview can show: the full pane, or a phone's 375 px. */
export const PREVIEW_WIDTHS = [
  { id: 'desktop', label: 'Desktop', width: '100%' },
  { id: 'mobile', label: 'Mobile', width: '375px' },
] as const;

export type PreviewWidth = (typeof PREVIEW_WIDTHS)[number]['id'];

/** The colour schemes the preview can show the email in. */
export const PREVIEW_SCHEMES = ['light', 'dark'] as const satisfies readonly ColorScheme[];

export interface PreviewPaneProps {
  /** The HTML document shown. */
  html: string;
  /**
   * The width shown first.
   * @default 'desktop'
   */
  defaultWidth?: PreviewWidth;
  /**
   * The colour scheme shown first: 'dark' shows the email as a mail client in dark mode does
   * (its `prefers-color-scheme: dark` styles on), whatever the viewer's own setting.
   * @default 'light'
   */
  defaultScheme?: ColorScheme;
  /**
   * A line between the controls and the email: what the email leaves out, for instance.
   * @default undefined
   */
  notice?: ReactNode;
}

/**
 * The email in an iframe. `sandbox=""` (every restriction on) and no referrer: whatever HTML a user
 * pasted into Content, nothing in it can run, navigate, submit or reach the app's storage.
 */
export function PreviewPane({
  html,
  defaultWidth = 'desktop',
  defaultScheme = 'light',
  notice,
}: PreviewPaneProps) {
  const t = useMessages();
  const [width, setWidth] = useState<PreviewWidth>(defaultWidth);
  const [scheme, setScheme] = useState<ColorScheme>(defaultScheme);
  const shown = useMemo(() => previewColorScheme(html, scheme), [html, scheme]);
  const current = PREVIEW_WIDTHS.find((option) => option.id === width) ?? PREVIEW_WIDTHS[0];
  return (
    <div className={styles.pane}>
      <div className={styles.toolbar}>
        <ToggleButtonGroup
          aria-label={t.colorScheme}
          className={styles.widths}
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[scheme]}
          onSelectionChange={(keys: Set<Key>) => {
            const [key] = keys;
            if (key) setScheme(key as ColorScheme);
          }}
        >
          {PREVIEW_SCHEMES.map((option) => (
            <ToggleButton key={option} id={option} className={styles.width}>
              {t[option]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <ToggleButtonGroup
          aria-label={t.previewWidth}
          className={styles.widths}
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[width]}
          onSelectionChange={(keys: Set<Key>) => {
            const [key] = keys;
            if (key) setWidth(key as PreviewWidth);
          }}
        >
          {PREVIEW_WIDTHS.map((option) => (
            <ToggleButton key={option.id} id={option.id} className={styles.width}>
              {t[option.id]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </div>
      {notice}
      <div className={styles.stage}>
        <iframe
          className={styles.frame}
          style={{ width: current.width }}
          title={t.previewTitle}
          sandbox=""
          referrerPolicy="no-referrer"
          srcDoc={shown}
        />
      </div>
    </div>
  );
}
