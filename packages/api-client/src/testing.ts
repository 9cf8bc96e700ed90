// Test data for code that uses the contract: each factory's output parses with its schema.
export {
  FIXTURE_DATE,
  buildUser,
  buildContact,
  buildCampaign,
  buildEmailTemplate,
  buildWorkflow,
} from './testing/factories';
