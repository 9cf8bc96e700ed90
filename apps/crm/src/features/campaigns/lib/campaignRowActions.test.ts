import { describe, expect, it } from 'vitest';
import type { Campaign } from '@crm/api-client';
import { buildCampaign } from '@crm/api-client/testing';
import { campaignRowActions } from './campaignRowActions';

const ids = (status: Campaign['status']) =>
  campaignRowActions(buildCampaign({ status })).map((action) => action.id);

describe('campaignRowActions', () => {
  it('offers what the status allows, Delete last', () => {
    expect(ids('draft')).toEqual([
      'details',
      'send',
      'test',
      'schedule',
      'edit',
      'duplicate',
      'archive',
      'delete',
    ]);
    expect(ids('scheduled')).toEqual([
      'details',
      'send',
      'test',
      'cancel',
      'duplicate',
      'archive',
      'delete',
    ]);
    expect(ids('sending')).toEqual(['details', 'test', 'cancel', 'duplicate', 'archive', 'delete']);
    expect(ids('sent')).toEqual(['details', 'test', 'duplicate', 'archive', 'delete']);
    expect(ids('archived')).toEqual(['details', 'duplicate', 'restore', 'delete']);
  });

  it('marks only Delete as destructive', () => {
    const destructive = campaignRowActions(buildCampaign()).filter(
      (action) => action.variant === 'destructive',
    );
    expect(destructive.map((action) => action.id)).toEqual(['delete']);
  });
});
