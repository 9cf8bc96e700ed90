import { escapeMultiline } from '../escape';
import { renderRichText, type RichTextTags } from '../richText/renderRichText';
import { flatString } from './flatString';
import type { DesignElement } from '../schema';
import type { RenderContext } from './RenderContext';
import { alignment, color, fontFamily, fontSize, length, text } from './checkedValues';
import { ValueCache } from './valueCache';

const textStyle = (font: string, size: string, colour: string) =>
  `font-family:${font};font-size:${size};line-height:1.5;color:${colour};`;

/** The end of a text row's cell style and the start of its paragraph. */
export function paragraphStart(font: string, size: string, colour: string): string {
  return `"><p style="margin:0;${textStyle(font, size, colour)}">`;
}

// The tags of rich text in a given style repeat across texts: made (and flattened) once each, and
// found by the three values, not by the style string they make (that lookup was a sixth of a rich
// text's render).
const richTags = new ValueCache((font: string, size: string, colour: string): RichTextTags => {
  const css = textStyle(font, size, colour);
  return {
    paragraph: flatString(`<p style="margin:0;${css}">`),
    list: flatString(`style="margin:0;padding:0 0 0 24px;${css}">`),
    linkColor: colour,
  };
});

export function renderText(element: DesignElement, context: RenderContext): string {
  const s = element.settings ?? {};
  const { style } = context;
  const background = color(s.backgroundColor, '');
  const font = fontFamily(s.fontFamily, style.fontFamily);
  const size = fontSize(s.fontSize, style.fontSize);
  const colour = color(s.color, style.textColor);
  if (Array.isArray(element.rich) && element.rich.length) {
    return (
      `<tr><td style="padding:${length(s.padding, '10px', 4)};text-align:${alignment(s.alignment, 'left')};` +
      (background ? `background-color:${background};` : '') +
      `">${renderRichText(element.rich, richTags.get(font, size, colour))}</td></tr>`
    );
  }
  return (
    `<tr><td style="padding:${length(s.padding, '10px', 4)};text-align:${alignment(s.alignment, 'left')};` +
    (background ? `background-color:${background};` : '') +
    (font === style.fontFamily && size === style.fontSize && colour === style.textColor
      ? context.paragraphStart
      : paragraphStart(font, size, colour)) +
    `${escapeMultiline(text(element.content))}</p></td></tr>`
  );
}
