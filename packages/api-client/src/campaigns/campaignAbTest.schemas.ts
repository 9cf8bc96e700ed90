import * as v from 'valibot';
import {
  contractObject,
  FIELD_LIMITS,
  IsoDateTimeSchema,
  requiredText,
} from '../common/common.schemas';

/**
 * The bounds of an A/B subject test (issue 27 §3): 2 or 3 variants; a test share of 10-50 % of
 * the audience (less tells too little, more leaves too few for the winner); a wait of 1-72 hours.
 */
export const AB_TEST_LIMITS = {
  variants: { min: 2, max: 3 },
  sharePercent: { min: 10, max: 50 },
  waitHours: { min: 1, max: 72 },
} as const;

/** What picks the winner: the share of its recipients who opened, or who clicked. */
export const AB_TEST_MEASURES = ['opens', 'clicks'] as const;
export type AbTestMeasure = (typeof AB_TEST_MEASURES)[number];

/** How a winner was chosen: by the server when the wait ended, or by the user before. */
export const AB_WINNER_CHOICES = ['auto', 'manual'] as const;

/** A variant's letter as the screens name it (variant 1 is A). */
export const abVariantLetter = (variant: number): string => String.fromCharCode(64 + variant);

const wholeBetween = (label: string, { min, max }: { min: number; max: number }, unit: string) => {
  const message = `${label} must be a whole number from ${min} to ${max}${unit}`;
  return v.pipe(
    v.number(message),
    v.safeInteger(message),
    v.minValue(min, message),
    v.maxValue(max, message),
  );
};

export const AbTestVariantSchema = contractObject({
  subject: requiredText(
    'Each variant needs a subject',
    'A variant’s subject',
    FIELD_LIMITS.subject,
  ),
  /** This variant's content; null (or absent): the campaign's own. */
  content: v.optional(
    v.nullable(
      requiredText(
        'A variant’s content cannot be blank',
        'A variant’s content',
        FIELD_LIMITS.content,
      ),
    ),
    null,
  ),
});
export type AbTestVariant = v.InferOutput<typeof AbTestVariantSchema>;

/** A campaign's A/B test as the user sets it: sent to `sharePercent` of the audience, split evenly. */
export const AbTestSettingsSchema = contractObject({
  variants: v.pipe(
    v.array(AbTestVariantSchema, 'Variants must be a list'),
    v.minLength(AB_TEST_LIMITS.variants.min, 'An A/B test needs 2 or 3 variants'),
    v.maxLength(AB_TEST_LIMITS.variants.max, 'An A/B test needs 2 or 3 variants'),
  ),
  sharePercent: wholeBetween('Test share', AB_TEST_LIMITS.sharePercent, ' percent'),
  measure: v.picklist(AB_TEST_MEASURES, 'Winning measure must be opens or clicks'),
  waitHours: wholeBetween('Wait', AB_TEST_LIMITS.waitHours, ' hours'),
});
export type AbTestSettings = v.InferOutput<typeof AbTestSettingsSchema>;
export type AbTestSettingsInput = v.InferInput<typeof AbTestSettingsSchema>;

/** A campaign's A/B test in its answers: the settings, and once sent, the winner and why. */
export const CampaignAbTestSchema = contractObject({
  ...AbTestSettingsSchema.entries,
  /** When the winner is due (the send's start plus the wait); null before the send. */
  decideAt: v.nullable(IsoDateTimeSchema),
  /** The winning variant (1 is A); null until chosen. */
  winner: v.nullable(v.number()),
  chosenAt: v.nullable(IsoDateTimeSchema),
  chosenHow: v.nullable(v.picklist(AB_WINNER_CHOICES)),
  /** Why it won, in words (the figures it won on, or who picked it). */
  reason: v.nullable(v.string()),
});
export type CampaignAbTest = v.InferOutput<typeof CampaignAbTestSchema>;

const countSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

/** One variant's figures: its test share's recipients (`variant` 1-3), or the rest (`variant` null). */
export const AbVariantResultSchema = contractObject({
  variant: v.nullable(v.number()),
  subject: v.string(),
  /** Messages handed to the mail server. */
  sent: countSchema,
  /** Recipients who opened (once or more), and who clicked. */
  opens: countSchema,
  clicks: countSchema,
  /** `opens` and `clicks` over `sent`, 0-1 (0 when nothing was sent). */
  openRate: v.number(),
  clickRate: v.number(),
});
export type AbVariantResult = v.InferOutput<typeof AbVariantResultSchema>;

/** `POST /api/campaigns/{id}/ab-winner`: the user picks the winner before the wait ends. */
export const PickAbWinnerInputSchema = contractObject({
  variant: v.pipe(
    v.number('Variant must be 1, 2 or 3'),
    v.safeInteger('Variant must be 1, 2 or 3'),
    v.minValue(1, 'Variant must be 1, 2 or 3'),
    v.maxValue(AB_TEST_LIMITS.variants.max, 'Variant must be 1, 2 or 3'),
  ),
});
export type PickAbWinnerInput = v.InferInput<typeof PickAbWinnerInputSchema>;
