import { Link, Logo } from '@crm/ui';
import { paths } from '../../../config/paths';
import * as styles from './SitePage.css';

/** `/privacy-policy` (spec section 1): dated May 16, 2025, with a link back to '/'. */
export function PrivacyPolicy() {
  return (
    <main className={styles.page}>
      <article className={styles.article}>
        <Link href={paths.home}>← Back to home</Link>
        <div>
          <Logo size="md" />
        </div>
        <h1>Privacy Policy</h1>
        <p className={styles.muted}>Last updated: May 16, 2025</p>
        <p>
          This policy explains what Beacon CRM collects when you use our web application and our
          browser extension, how we use it, and the choices you have.
        </p>

        <h2>Information We Collect</h2>
        <ul>
          <li>Account details: your name, email address, username and password (stored hashed).</li>
          <li>
            Business data you add: contacts, campaigns, email templates and automation workflows.
          </li>
          <li>Usage data: pages visited and actions taken, to keep the service working well.</li>
        </ul>

        <h2>How We Use Your Information</h2>
        <p>
          We use your information to provide and improve the service, to send the emails you ask us
          to send, to keep your account secure and to contact you about your subscription.
        </p>

        <h2>Browser Extension</h2>
        <p>
          Our browser extension stores your authentication information and your recent activity
          locally in your browser, so you stay signed in and can pick up where you left off. This
          data is not shared with third parties and is removed when you sign out or uninstall the
          extension.
        </p>

        <h2>Data Security</h2>
        <p>
          We protect your data with encryption in transit, hashed passwords and access controls. No
          method of transmission or storage is completely secure, but we work to protect it.
        </p>

        <h2>Data Retention</h2>
        <p>
          We keep your data for as long as your account is active. When you delete your account we
          delete your data within 30 days, except where the law requires us to keep it.
        </p>

        <h2>Your Rights</h2>
        <p>
          Depending on where you live, you have the right to access, correct, export or delete your
          personal data, and to object to or restrict its processing.
        </p>

        <h2>Contact Us</h2>
        <p>
          Questions about this policy? Write to{' '}
          <Link href="mailto:privacy@beaconcrm.example">privacy@beaconcrm.example</Link>.
        </p>
        <Link href={paths.home} variant="standalone">
          Return to home page
        </Link>
      </article>
    </main>
  );
}
