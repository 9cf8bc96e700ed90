import type { CSSProperties } from 'react';
import {
  alignment,
  border,
  color,
  fontFamily,
  fontSize,
  length,
} from '../../core/elements/checkedValues';
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
            {element.content}
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
            {element.content}
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
  }
}
