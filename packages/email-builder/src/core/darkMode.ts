import { darkFill, darkInk, darkSurface, MIN_CONTRAST_RATIO, readableOn } from '@crm/palette';
import type { Design, DesignElement } from './schema';
import { requiredContrast, visibleTextColors } from './textColors';

/** The colour schemes an email is drawn in: as designed, or as a client in dark mode shows it. */
export type ColorScheme = 'light' | 'dark';

/** The page of an email in the dark scheme. */
export interface DarkPage {
  backgroundColor: string;
  textColor: string;
}

/** A text-bearing element's colours in the dark scheme (`#rrggbb`). */
export interface DarkColors {
  /** The text (or button label). */
  color: string;
  /** The element's own background (a button's fill); absent when it sits on the page. */
  backgroundColor?: string;
}

// When the page colour cannot be read (an unchecked design), what dark clients paint.
const DARK_CANVAS = '#121212';

const probe = (settings: DesignElement['settings']): DesignElement => ({
  id: 'probe',
  type: 'text',
  content: 'x',
  settings,
});

/**
 * The email's page in dark mode: its background as a dark surface of the same hue (already dark
 * pages stay) and its text light, at 4.5:1 at least on that surface.
 */
export function darkPage(style: Design['style']): DarkPage {
  const seen = visibleTextColors(probe({}), style);
  if (!seen) return { backgroundColor: DARK_CANVAS, textColor: '#e6e6e6' };
  const backgroundColor = darkSurface(seen.background);
  const textColor = readableOn(darkInk(seen.foreground), backgroundColor, MIN_CONTRAST_RATIO);
  return { backgroundColor, textColor };
}

/**
 * A header's, text's or button's colours in dark mode, chosen to meet WCAG AA (the same ratio the
 * element needs in light: 4.5, or 3 for large text) on what they sit on:
 * - headers and text: dark text turns light (hue kept); an own background turns dark;
 * - buttons keep their fill unless it is very light (a brand colour stays recognisable), and the
 *   label keeps its colour unless it no longer reads;
 * - where the mapped colour does not read, its lightness moves as little as needed (`readableOn`).
 * Undefined for elements without text, and for colours that cannot be read.
 */
export function darkElementColors(
  element: DesignElement,
  style: Design['style'],
  page: DarkPage = darkPage(style),
): DarkColors | undefined {
  const seen = visibleTextColors(element, style);
  if (!seen) return undefined;
  const required = requiredContrast(element, style);
  if (element.type === 'button') {
    const fill = darkFill(seen.background);
    return { color: readableOn(seen.foreground, fill, required), backgroundColor: fill };
  }
  const own = Boolean(element.settings.backgroundColor);
  const background = own ? darkSurface(seen.background) : page.backgroundColor;
  const color = readableOn(darkInk(seen.foreground), background, required);
  return own ? { color, backgroundColor: background } : { color };
}

type WithColumns = DesignElement & { columns?: { elements: DesignElement[] }[] };

function darkElements(
  elements: readonly DesignElement[],
  style: Design['style'],
  page: DarkPage,
  darkStyle: Design['style'],
): DesignElement[] {
  return elements.map((element): DesignElement => {
    const { columns } = element as WithColumns;
    if (Array.isArray(columns)) {
      // A columns block's own background is what its blocks sit on, in dark as in light.
      const own = element.settings.backgroundColor;
      const seen = own ? visibleTextColors(probe({ backgroundColor: own }), style) : undefined;
      const surface = seen ? darkSurface(seen.background) : undefined;
      const innerStyle = own ? { ...style, backgroundColor: own } : style;
      const innerPage = surface ? { ...page, backgroundColor: surface } : page;
      const innerDark = surface ? { ...darkStyle, backgroundColor: surface } : darkStyle;
      return {
        ...element,
        settings: surface ? { ...element.settings, backgroundColor: surface } : element.settings,
        columns: columns.map((column) => ({
          ...column,
          elements: darkElements(column.elements, innerStyle, innerPage, innerDark),
        })),
      } as DesignElement;
    }
    const colors = darkElementColors(element, style, page);
    if (!colors) return element;
    const settings = { ...element.settings, color: colors.color };
    if (colors.backgroundColor) settings.backgroundColor = colors.backgroundColor;
    return { ...element, settings };
  });
}

/**
 * The design as a client in dark mode shows the rendered email: the page, every header, text and
 * button in the colours the renderer's dark-mode styles give them. `contrastIssues(design,
 * { scheme: 'dark' })` measures this design.
 */
export function darkDesign<D extends Design>(design: D): D {
  const page = darkPage(design.style);
  const style = { ...design.style, ...page };
  return { ...design, style, elements: darkElements(design.elements, design.style, page, style) };
}

const DARK_MEDIA = '@media (prefers-color-scheme:dark){';

/**
 * The rendered email as a client in `scheme` shows it, for a preview: 'dark' turns the document's
 * `prefers-color-scheme: dark` rules on whatever the viewer's own setting ('light' turns them
 * off), so a preview can show both schemes side by side. Not for sending.
 */
export function previewColorScheme(html: string, scheme: ColorScheme): string {
  const index = html.indexOf(DARK_MEDIA);
  if (index < 0) return html;
  const media = scheme === 'dark' ? '@media all{' : '@media not all{';
  return html.slice(0, index) + media + html.slice(index + DARK_MEDIA.length);
}
