import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  csvDelimiter,
  detectImportMapping,
  detectImportSource,
  ImportMappingSchema,
} from './importMapping';

const targets = (headers: string[]) =>
  Object.fromEntries(detectImportMapping(headers).columns.map((c) => [c.header, c.target]));

describe('detectImportMapping', () => {
  it("maps Google's numbered groups and skips the columns that describe another", () => {
    expect(
      targets([
        'Name',
        'Given Name',
        'Family Name',
        'Group Membership',
        'E-mail 1 - Type',
        'E-mail 1 - Value',
        'E-mail 2 - Value',
        'Phone 1 - Type',
        'Phone 1 - Value',
        'Phone 2 - Value',
        'Organization 1 - Name',
        'Organization 1 - Title',
      ]),
    ).toEqual({
      Name: 'fullName',
      'Given Name': 'firstName',
      'Family Name': 'lastName',
      'Group Membership': 'tags',
      'E-mail 1 - Type': 'skip',
      'E-mail 1 - Value': 'email',
      'E-mail 2 - Value': 'custom',
      'Phone 1 - Type': 'skip',
      'Phone 1 - Value': 'phone',
      'Phone 2 - Value': 'custom',
      'Organization 1 - Name': 'company',
      'Organization 1 - Title': 'position',
    });
  });

  it("prefers the mobile number and keeps Outlook's honorific Title as a custom field", () => {
    expect(
      targets(['Title', 'E-mail Address', 'Business Phone', 'Mobile Phone', 'Job Title']),
    ).toEqual({
      Title: 'custom',
      'E-mail Address': 'email',
      'Business Phone': 'custom',
      'Mobile Phone': 'phone',
      'Job Title': 'position',
    });
    expect(targets(['Email', 'Phone Number', 'Mobile Phone Number'])).toMatchObject({
      'Phone Number': 'custom',
      'Mobile Phone Number': 'phone',
    });
  });

  it('reads consent flags, listmonk attributes and HubSpot’s original source', () => {
    expect(targets(['EMAIL', 'EMAIL_BLACKLISTED', 'UNSUB_TIME', 'attributes'])).toEqual({
      EMAIL: 'email',
      EMAIL_BLACKLISTED: 'unsubscribed',
      UNSUB_TIME: 'unsubscribed',
      attributes: 'customJson',
    });
    expect(targets(['Email', 'Original Source', 'Lifecycle Stage'])).toMatchObject({
      'Original Source': 'leadSource',
      'Lifecycle Stage': 'status',
    });
  });
});

describe('detectImportSource', () => {
  it('names the tool from the columns only it writes', () => {
    expect(detectImportSource(['Name', 'Given Name', 'Family Name', 'E-mail 1 - Value'])).toBe(
      'google',
    );
    expect(detectImportSource(['First Name', 'E-mail Address', 'Mobile Phone'])).toBe('outlook');
    expect(detectImportSource(['Email Address', 'MEMBER_RATING', 'TAGS'])).toBe('mailchimp');
    expect(detectImportSource(['Record ID', 'Email', 'Original Source'])).toBe('hubspot');
    expect(detectImportSource(['EMAIL', 'FIRSTNAME', 'SMS', 'EMAIL_BLACKLISTED'])).toBe('brevo');
    expect(detectImportSource(['uuid', 'email', 'name', 'attributes', 'status'])).toBe('listmonk');
    expect(
      detectImportSource(
        'id,firstName,lastName,email,phone,company,position,status,tags,leadSource,customFields,createdAt'.split(
          ',',
        ),
      ),
    ).toBe('crm');
    expect(detectImportSource(['First Name', 'Email'])).toBeUndefined();
  });
});

describe('ImportMappingSchema', () => {
  const issue = (input: unknown) => v.safeParse(ImportMappingSchema, input).issues?.[0]?.message;
  it('needs one email column, allows each single field once, and refuses NUL in names', () => {
    expect(issue([{ header: 'Email', target: 'email' }])).toBeUndefined();
    expect(issue([{ header: 'Name', target: 'fullName' }])).toBe(
      'Choose the column that holds the email address',
    );
    expect(
      issue([
        { header: 'A', target: 'email' },
        { header: 'B', target: 'email' },
      ]),
    ).toBe('Email can be chosen for one column only');
    expect(
      issue([
        { header: 'A', target: 'email' },
        { header: 'B', target: 'custom', name: 'x\u0000' },
        { header: 'C', target: 'custom' },
      ]),
    ).toBe('A custom field name must not contain NUL characters');
    expect(
      issue([
        { header: 'A', target: 'email' },
        { header: 'B', target: 'nope' },
      ]),
    ).toMatch(/Invalid/);
  });
});

describe('csvDelimiter', () => {
  it('reads the separator from the header row, not from the data', () => {
    expect(csvDelimiter('id,tags,email\r\n1,a;b;c;d,x@example.com\r\n')).toBe(',');
    expect(csvDelimiter('\n\nEMAIL;FIRSTNAME;"A,B"\n')).toBe(';');
    expect(csvDelimiter('Email\tName\n')).toBe('\t');
    expect(csvDelimiter('Email\n')).toBe(',');
  });
});
