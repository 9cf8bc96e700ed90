import type { EmailStyle } from '../schema';
import type { DarkStyles } from './darkStyles';

/** What every element renderer needs from the document around it. */
export interface RenderContext {
  /** The email style, every value already checked. */
  style: EmailStyle;
  /** Width in pixels inside the container's padding, for Outlook's fixed widths. */
  innerWidth: number;
  /** paragraphStart() in the email's own font, size and colour, made flat once per render. */
  paragraphStart: string;
  /** labelStyle() in the email's own font and size, made flat once per render. */
  labelStyle: string;
  /** Collects the dark-mode classes of the rows; absent, rows carry none. */
  dark?: DarkStyles;
}
