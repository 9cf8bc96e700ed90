import { escapeMultiline } from '../escape';
import { renderRichText, richTextTags, type RichTextTags } from '../richText/renderRichText';
import { flatString } from './flatString';
import type { DesignElement, EmailStyle } from '../schema';
import type { RenderContext } from './RenderContext';
import { alignment, color, fontFamily, fontSize, length, text } from './checkedValues';
import { ValueCache } from './valueCache';

const textStyle = (font: string, size: string, colour: string) =>
  `font-family:${font};font-size:${size};line-height:1.5;color:${colour};`;

/** The end of a text row's cell style and the start of its paragraph. */
export function paragraphStart(font: string, size: string, colour: string): string {
  return `"><p style="margin:0;${textStyle(font, size, colour)}">`;
}

/** A text's markup before its content, plain and rich, and the tags of its rich text. */
interface TextShell {
  start: string;
  richStart: string;
  tags: RichTextTags;
}

// Texts of a design share their settings: the markup of each set of settings is made (flat) once and
// found by the raw values, so a text costs its content's escaping and a few pieces.
const shells = new ValueCache(
  (
    style: EmailStyle,
    rawPadding: unknown,
    rawAlignment: unknown,
    rawBackground: unknown,
    rawFont: unknown,
    rawSize: unknown,
    rawColor: unknown,
  ): TextShell => {
    const background = color(rawBackground, '');
    const font = fontFamily(rawFont, style.fontFamily);
    const size = fontSize(rawSize, style.fontSize);
    const colour = color(rawColor, style.textColor);
    const cell =
      `<tr><td style="padding:${length(rawPadding, '10px', 4)};text-align:${alignment(rawAlignment, 'left')};` +
      (background ? `background-color:${background};` : '');
    const css = textStyle(font, size, colour);
    return {
      start: flatString(cell + paragraphStart(font, size, colour)),
      richStart: flatString(`${cell}">`),
      tags: richTextTags(
        `<p style="margin:0;${css}">`,
        `style="margin:0;padding:0 0 0 24px;${css}">`,
        colour,
      ),
    };
  },
);

export function renderText(element: DesignElement, context: RenderContext): string {
  const s = element.settings ?? {};
  const shell = shells.get(
    context.style,
    s.padding,
    s.alignment,
    s.backgroundColor,
    s.fontFamily,
    s.fontSize,
    s.color,
  );
  if (Array.isArray(element.rich) && element.rich.length) {
    return `${shell.richStart}${renderRichText(element.rich, shell.tags)}</td></tr>`;
  }
  return `${shell.start}${escapeMultiline(text(element.content))}</p></td></tr>`;
}
