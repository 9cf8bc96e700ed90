import type { EmailStyle } from '../schema';
import type { DarkStyles } from './darkStyles';

/** What every element renderer needs from the document around it. */
export interface RenderContext {
  /** The email style, every value already checked. */
  style: EmailStyle;
  /** Width in pixels inside the container's padding, for Outlook's fixed widths. */
  innerWidth: number;
  /** Collects the dark-mode classes of the rows; absent, rows carry none. */
  dark?: DarkStyles;
}
