import { describe, expect, it } from 'vitest';
import {
  buildCampaign,
  buildContact,
  buildEmailTemplate,
  buildUser,
  buildWorkflow,
} from './factories';

describe('fixture factories', () => {
  it('make entities the contract parses, with overrides applied', () => {
    expect(buildContact({ id: 3, firstName: 'Zoë' })).toMatchObject({
      id: 3,
      firstName: 'Zoë',
      email: 'zoë@example.com',
    });
    expect(buildCampaign({ status: 'sent' }).design).toBeNull();
    expect(buildEmailTemplate().templateType).toBe('newsletter');
    expect(buildWorkflow().isActive).toBe(true);
    expect(buildUser({ subscriptionTier: 'starter' }).subscriptionTier).toBe('starter');
  });

  it('refuse data the API could not send', () => {
    // @ts-expect-error: not a campaign status
    expect(() => buildCampaign({ status: 'lost' })).toThrow();
    expect(() => buildContact({ createdAt: 'yesterday' })).toThrow();
  });
});
