import { CONTAINER_PADDING } from './constants';
import { DEFAULT_EMAIL_STYLE } from './defaults';
import { escapeHtml } from './escape';
import { renderButton } from './elements/renderButton';
import type { RenderContext } from './elements/RenderContext';
import { color, contentWidth, fontFamily, fontSize } from './elements/checkedValues';
import { DARK_PAGE_CLASS, DarkStyles } from './elements/darkStyles';
import { flatString } from './elements/flatString';
import { renderDivider } from './elements/renderDivider';
import { renderHeader } from './elements/renderHeader';
import { renderImage } from './elements/renderImage';
import { renderSpacer } from './elements/renderSpacer';
import { renderText } from './elements/renderText';
import { renderColumns } from './elements/renderColumns';
import { ValueCache } from './elements/valueCache';
import type { Design, DesignElement, EmailStyle } from './schema';

/** Extra parts of the document that are not part of the design. */
export interface RenderOptions {
  /** The document title; mail clients show it in some previews. Usually the subject. @default '' */
  title?: string;
  /** Hidden text shown after the subject in inbox lists. @default none */
  preheader?: string;
  /** The `lang` of the document. @default 'en' */
  lang?: string;
}

function checkedStyle(style: Partial<EmailStyle> | undefined): EmailStyle {
  const s = style ?? {};
  return {
    backgroundColor: color(s.backgroundColor, DEFAULT_EMAIL_STYLE.backgroundColor),
    fontFamily: fontFamily(s.fontFamily, DEFAULT_EMAIL_STYLE.fontFamily),
    fontSize: fontSize(s.fontSize, DEFAULT_EMAIL_STYLE.fontSize),
    contentWidth: `${contentWidth(s.contentWidth, Number.parseFloat(DEFAULT_EMAIL_STYLE.contentWidth))}px`,
    textColor: color(s.textColor, DEFAULT_EMAIL_STYLE.textColor),
  };
}

const renderBlocks = (elements: readonly DesignElement[], context: RenderContext) =>
  renderElements(elements, context, true);

/**
 * Renders the elements only: the rows of the content table. `inColumn` skips columns elements, which
 * a column cannot hold (an unchecked design might nest them).
 */
export function renderElements(
  elements: readonly DesignElement[],
  context: RenderContext,
  inColumn = false,
): string {
  let rows = '';
  for (const element of elements) {
    // Classed before rendering: a columns element's class sets the surface its blocks sit on.
    const start = context.dark?.rowStart(element, inColumn);
    const row = renderRow(element, context, inColumn);
    // A table may hold several tbody: one around the row carries its class, with no copy of the
    // row (slicing the row's string to put the class into its <tr> flattened it: half the speed).
    rows += start && row ? start + row + '</tbody>' : row;
  }
  return rows;
}

function renderRow(element: DesignElement, context: RenderContext, inColumn: boolean): string {
  // A switch rather than a lookup table: every call site stays monomorphic, so V8 can inline the
  // renderers, and a type such as '__proto__' or 'constructor' matches no case.
  switch (element?.type) {
    case 'header':
      return renderHeader(element, context);
    case 'text':
      return renderText(element, context);
    case 'image':
      return renderImage(element, context);
    case 'button':
      return renderButton(element, context);
    case 'divider':
      return renderDivider(element, context);
    case 'spacer':
      return renderSpacer(element, context);
    case 'columns':
      return inColumn ? '' : renderColumns(element, context, renderBlocks);
  }
  return '';
}

/** The markup of a document that depends on its style only, and the context its rows start from. */
interface StyleParts {
  context: Omit<RenderContext, 'dark'>;
  /** From the end of the title to the end of the layout's `<style>`. */
  head: string;
  /** From the end of the head to the start of the body. */
  body: string;
  /** From after the preheader to the start of the rows' table. */
  container: string;
}

const page = DARK_PAGE_CLASS;

// A design's style is checked, and the document's markup around the rows made, once per distinct
// style (kept across renders, so the style object is the same one and the elements' own caches can
// be keyed by it): not concatenated again from some forty pieces on every render.
const styleParts = new ValueCache(
  (
    backgroundColor: unknown,
    fontFamily: unknown,
    fontSize: unknown,
    contentWidth: unknown,
    textColor: unknown,
  ): StyleParts => {
    const style = checkedStyle({
      backgroundColor,
      fontFamily,
      fontSize,
      contentWidth,
      textColor,
    } as Partial<EmailStyle>);
    const widthPx = Number.parseFloat(style.contentWidth);
    const padding = Number.parseFloat(CONTAINER_PADDING);
    const bg = style.backgroundColor;
    const base = `font-family:${style.fontFamily};font-size:${style.fontSize};color:${style.textColor};`;
    return {
      context: {
        style,
        innerWidth: widthPx - 2 * padding,
      },
      head: flatString(
        `</title>` +
          `<!--[if mso]><xml><o:OfficeDocumentSettings><o:AllowPNG/><o:PixelsPerInch>96</o:PixelsPerInch></o:OfficeDocumentSettings></xml><![endif]-->` +
          `<style>:root{color-scheme:light dark;supported-color-schemes:light dark}` +
          `body{margin:0;padding:0;width:100%;-webkit-text-size-adjust:100%;-ms-text-size-adjust:100%}` +
          `table{border-collapse:collapse;mso-table-lspace:0pt;mso-table-rspace:0pt}` +
          `img{border:0;outline:none;text-decoration:none;-ms-interpolation-mode:bicubic}` +
          `@media only screen and (max-width:${widthPx + 2 * padding}px){.eb-container{width:100%!important}.eb-container img{max-width:100%!important;height:auto!important}.eb-column{display:block!important;max-width:100%!important}}` +
          `</style>`,
      ),
      body: flatString(
        `</head><body class="${page}" style="margin:0;padding:0;background-color:${bg};">`,
      ),
      container: flatString(
        `<table role="presentation" class="${page}" width="100%" border="0" cellpadding="0" cellspacing="0" style="background-color:${bg};"><tr><td align="center">` +
          `<!--[if mso]><table role="presentation" width="${widthPx}" align="center" border="0" cellpadding="0" cellspacing="0"><tr><td><![endif]-->` +
          `<table role="presentation" class="eb-container ${page}" width="100%" border="0" cellpadding="0" cellspacing="0" style="width:100%;max-width:${widthPx}px;margin:0 auto;background-color:${bg};">` +
          `<tr><td class="${page}" style="padding:${CONTAINER_PADDING};${base}">` +
          `<table role="presentation" width="100%" border="0" cellpadding="0" cellspacing="0">`,
      ),
    };
  },
  64,
);

// The document's start up to the title, per language.
const documentStart = new ValueCache(
  (lang: string) =>
    flatString(
      `<!DOCTYPE html><html lang="${lang}" xmlns="http://www.w3.org/1999/xhtml" xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office">` +
        `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<meta http-equiv="X-UA-Compatible" content="IE=edge"><meta name="x-apple-disable-message-reformatting">` +
        `<meta name="format-detection" content="telephone=no, date=no, address=no, email=no">` +
        // Both schemes are the design's own (the dark one from its dark-mode styles): clients that honour
        // these (Apple Mail) show those instead of inverting the colours themselves.
        `<meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark">` +
        `<title>`,
    ),
  64,
);

const DOCUMENT_END =
  `</table>` +
  `</td></tr></table>` +
  `<!--[if mso]></td></tr></table><![endif]-->` +
  `</td></tr></table></body></html>`;

/**
 * The design as a complete HTML document for email clients: a table layout with inline styles, the
 * content column `style.contentWidth` wide with 20px padding and fluid below that width, buttons that
 * survive Outlook, and every piece of text, setting and URL escaped or checked. Runs in Node and in
 * the browser; no network, no DOM.
 */
export function renderDesign(design: Design, options: RenderOptions = {}): string {
  const raw: Partial<Record<keyof EmailStyle, unknown>> = design?.style ?? {};
  const parts = styleParts.get(
    raw.backgroundColor,
    raw.fontFamily,
    raw.fontSize,
    raw.contentWidth,
    raw.textColor,
  );
  const dark = new DarkStyles(parts.context.style);
  const { style, innerWidth } = parts.context;
  const context: RenderContext = { style, innerWidth, dark };
  const elements = Array.isArray(design?.elements) ? design.elements : [];
  // Rendered first: the dark-mode styles in the head are those of the rows' classes.
  const rows = renderElements(elements, context);
  const lang = /^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/i.test(options.lang ?? '') ? options.lang! : 'en';

  return (
    documentStart.get(lang) +
    escapeHtml(options.title ?? '') +
    parts.head +
    dark.css() +
    parts.body +
    (options.preheader
      ? `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;">${escapeHtml(options.preheader)}</div>`
      : '') +
    parts.container +
    rows +
    DOCUMENT_END
  );
}
