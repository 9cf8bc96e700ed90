import { Fragment, type CSSProperties, type ReactNode } from 'react';
import {
  alignment,
  border,
  color,
  fontFamily,
  fontSize,
  length,
} from '../../core/elements/checkedValues';
import { columnShares } from '../../core/elements/renderColumns';
import type { RichSpan } from '../../core/richText/RichText';
import type { DesignElement, EmailStyle } from '../../core/schema';
import { safeImageSrc } from '../../core/safeUrl';
import { useMessages } from '../messages';
import * as styles from './canvas.css';

export interface ElementPreviewProps {
  /** The element to draw. */
  element: DesignElement;
  /** The email style it inherits from. */
  emailStyle: EmailStyle;
}

/** Spans with their marks; links underlined (the canvas item is a button: no links inside). */
function Spans({ spans }: { spans: readonly RichSpan[] }) {
  return spans.map((span, i) => {
    let node: ReactNode = span.text;
    if (span.underline || span.href) node = <u>{node}</u>;
    if (span.italic) node = <em>{node}</em>;
    if (span.bold) node = <strong>{node}</strong>;
    return <Fragment key={i}>{node}</Fragment>;
  });
}

/** A header's or text's words: its rich text when it has one, one line per paragraph or item. */
function TextOf({ element }: { element: DesignElement }) {
  if (!element.rich?.length) return element.content;
  return element.rich.map((block, i) =>
    block.type === 'paragraph' ? (
      <span key={i} className={styles.block}>
        <Spans spans={block.spans} />
        {block.spans.length === 0 && '\u00a0'}
      </span>
    ) : (
      block.items.map((item, j) => (
        <span key={`${i}.${j}`} className={styles.block}>
          {block.ordered ? `${j + 1}. ` : '• '}
          <Spans spans={item} />
        </span>
      ))
    ),
  );
}

/**
 * The element as it will look in the email, for the canvas. Design values are user data, so they are
 * applied as inline styles after the same checks the renderer makes.
 */
export function ElementPreview({ element, emailStyle }: ElementPreviewProps) {
  const t = useMessages();
  const s = element.settings;
  const wrapper: CSSProperties = {
    padding: length(s.padding, element.type === 'spacer' ? '0' : '10px', 4),
    textAlign: alignment(s.alignment, element.type === 'text' ? 'left' : 'center'),
    backgroundColor: color(s.backgroundColor, 'transparent'),
  };
  const text: CSSProperties = {
    fontFamily: fontFamily(s.fontFamily, emailStyle.fontFamily),
    color: color(s.color, emailStyle.textColor),
    whiteSpace: 'pre-wrap',
  };

  switch (element.type) {
    case 'header':
      return (
        <span className={styles.block} style={wrapper}>
          <span
            className={styles.block}
            style={{
              ...text,
              fontSize: fontSize(s.fontSize, '24px'),
              fontWeight: 700,
              lineHeight: 1.25,
            }}
          >
            <TextOf element={element} />
          </span>
        </span>
      );
    case 'text':
      return (
        <span className={styles.block} style={wrapper}>
          <span
            className={styles.block}
            style={{
              ...text,
              fontSize: fontSize(s.fontSize, emailStyle.fontSize),
              lineHeight: 1.5,
            }}
          >
            <TextOf element={element} />
          </span>
        </span>
      );
    case 'button':
      return (
        <span
          className={styles.block}
          style={{ ...wrapper, padding: '10px', backgroundColor: undefined }}
        >
          <span
            className={styles.previewButton}
            style={{
              ...text,
              color: color(s.color, '#ffffff'),
              fontSize: fontSize(s.fontSize, emailStyle.fontSize),
              padding: length(s.padding, '12px 24px', 4),
              borderRadius: length(s.borderRadius, '4px', 4),
              backgroundColor: color(s.backgroundColor, '#2563EB'),
            }}
          >
            {element.content}
          </span>
        </span>
      );
    case 'image':
      return (
        <span className={styles.block} style={wrapper}>
          <img
            className={styles.previewImage}
            src={safeImageSrc(element.content)}
            alt={s.altText ?? t.elementLabels.image}
            referrerPolicy="no-referrer"
            style={{
              width: length(s.width, '100%'),
              marginInlineStart: wrapper.textAlign === 'left' ? 0 : 'auto',
              marginInlineEnd: wrapper.textAlign === 'right' ? 0 : 'auto',
            }}
          />
        </span>
      );
    case 'divider':
      return (
        <span className={styles.block} style={wrapper}>
          <span
            className={styles.block}
            style={{ borderTop: border(s.border, '1px solid #dddddd') }}
          />
        </span>
      );
    case 'spacer':
      return (
        <span className={styles.block} style={{ ...wrapper, height: length(s.height, '20px') }} />
      );
    case 'columns': {
      const shares = columnShares(s.layout);
      return (
        <span className={styles.columns} style={{ ...wrapper, textAlign: undefined }}>
          {shares.map((share, i) => {
            const blocks = element.columns?.[i]?.elements ?? [];
            return (
              <span key={i} className={styles.column} style={{ flexGrow: share }}>
                {blocks.length === 0 ? (
                  <span className={styles.emptyColumn}>{t.emptyColumn}</span>
                ) : (
                  blocks.map((block) => (
                    <ElementPreview key={block.id} element={block} emailStyle={emailStyle} />
                  ))
                )}
              </span>
            );
          })}
        </span>
      );
    }
  }
}
