import { PLACEHOLDER_IMAGE } from './constants';
import { allElements } from './designTree';
import { sendableImageSrc } from './safeUrl';
import type { Design } from './schema';

/**
 * What is wrong with an image of a design, for mail clients and their readers:
 * - `placeholder`: no image given yet; the builder shows its placeholder, the message leaves it out;
 * - `unsupported`: an image mail clients do not show (a `data:` URI, an SVG, or not an http(s)
 *   address); the message leaves it out too;
 * - `missingAlt`: no alt text, so a screen reader, or a client that blocks images, has nothing to say.
 */
export const IMAGE_PROBLEM_KINDS = ['placeholder', 'unsupported', 'missingAlt'] as const;
export type ImageProblemKind = (typeof IMAGE_PROBLEM_KINDS)[number];

/** One problem of one image element. */
export interface ImageProblem {
  /** The image element's id (it may sit in a column). */
  elementId: string;
  kind: ImageProblemKind;
}

/** An image element's source problem, if it has one: why the message leaves it out. */
export function imageSourceProblem(
  content: unknown,
): Extract<ImageProblemKind, 'placeholder' | 'unsupported'> | undefined {
  if (sendableImageSrc(content) !== undefined) return undefined;
  const given = typeof content === 'string' ? content.trim() : '';
  return given === '' || given === PLACEHOLDER_IMAGE ? 'placeholder' : 'unsupported';
}

/**
 * The design's placeholder images, images mail clients do not show, and images without alt text,
 * in the order they appear (a column's blocks after their columns element); an image can have a
 * source problem and no alt text. Pure: for the builder, and for a check before sending.
 */
export function imageProblems(design: Design): ImageProblem[] {
  const problems: ImageProblem[] = [];
  for (const element of allElements(design.elements)) {
    if (element.type !== 'image') continue;
    const source = imageSourceProblem(element.content);
    if (source) problems.push({ elementId: element.id, kind: source });
    if (!element.settings.altText?.trim())
      problems.push({ elementId: element.id, kind: 'missingAlt' });
  }
  return problems;
}
