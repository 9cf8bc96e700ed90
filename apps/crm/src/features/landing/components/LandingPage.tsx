import { Badge, Button, Link } from '@crm/ui';
import { PLANS } from '@crm/api-client';
import { paths } from '../../../config/paths';
import { useLandingNavigation } from '../hooks/useLandingNavigation';
import { LandingHeader } from './LandingHeader';
import { WatchDemoButton } from './WatchDemoButton';
import * as styles from './LandingPage.css';

const features = [
  {
    title: 'Contact Management',
    text: 'Keep every customer and lead in one place, with tags, status and custom fields.',
  },
  {
    title: 'Email Campaigns',
    text: 'Design emails with a visual builder and send campaigns your customers want to open.',
  },
  {
    title: 'Email Templates',
    text: 'Save your best designs as templates and start every campaign from one.',
  },
  {
    title: 'Automation',
    text: 'Trigger follow-ups when a form is submitted, an email is opened or a tag is added.',
  },
  {
    title: 'Analytics',
    text: 'See open and click rates for every campaign and how your audience grows.',
  },
  {
    title: 'Import and Export',
    text: 'Bring contacts in from CSV, Excel or PDF files and export them whenever you like.',
  },
];

const faqs = [
  {
    question: 'Is there a free trial?',
    answer: 'Yes. Every plan comes with a 14-day free trial.',
  },
  {
    question: 'Do you offer annual billing?',
    answer: 'Yes. Pay annually and get a 20% discount.',
  },
  {
    question: 'Can I cancel at any time?',
    answer: 'Yes. Cancel any time, with no cancellation fees.',
  },
  {
    question: 'Can I change plans later?',
    answer: 'Yes. Upgrade or downgrade whenever you need; plan changes apply immediately.',
  },
];

export interface LandingPageProps {
  /**
   * Whether a user is signed in: decides the menus and where Get Started leads.
   * @default false
   */
  isAuthenticated?: boolean;
  /**
   * Whether the session is still being checked (a stored token is being verified).
   * @default false
   */
  isSessionLoading?: boolean;
  /**
   * Open the Watch demo dialog on first render (stories).
   * @default false
   */
  defaultDemoOpen?: boolean;
}

/** The public landing page (spec section 2). */
export function LandingPage({
  isAuthenticated = false,
  isSessionLoading = false,
  defaultDemoOpen = false,
}: LandingPageProps) {
  const { getStarted, logIn, chooseMenuItem, chooseIndustry } =
    useLandingNavigation(isAuthenticated);

  return (
    <div className={styles.page}>
      <LandingHeader
        isAuthenticated={isAuthenticated}
        isSessionLoading={isSessionLoading}
        onChooseMenuItem={chooseMenuItem}
        onGetStarted={getStarted}
        onLogIn={logIn}
      />
      <main>
        <section className={styles.hero} aria-labelledby="hero-title">
          <Badge tone="blue">The all-in-one CRM for small businesses</Badge>
          <h1 id="hero-title" className={styles.heroTitle}>
            Grow your business with customer relationships that last
          </h1>
          <p className={styles.heroText}>
            Manage contacts and leads, send beautiful email campaigns, automate your follow-ups and
            see what works, all from one simple app.
          </p>
          <div className={styles.heroActions}>
            <Button size="lg" onPress={getStarted}>
              Start for free
            </Button>
            <WatchDemoButton onChooseIndustry={chooseIndustry} defaultOpen={defaultDemoOpen} />
          </div>
        </section>

        <section className={styles.section} aria-labelledby="features-title" id="features">
          <h2 id="features-title" className={styles.sectionTitle}>
            Everything you need to win and keep customers
          </h2>
          <p className={styles.sectionLead}>One place for your contacts, campaigns and results.</p>
          <div className={styles.grid}>
            {features.map((feature) => (
              <article key={feature.title} className={styles.tile}>
                <h3 className={styles.tileTitle}>{feature.title}</h3>
                <p className={styles.tileText}>{feature.text}</p>
              </article>
            ))}
          </div>
        </section>

        <section className={styles.section} aria-labelledby="pricing-title" id="pricing">
          <h2 id="pricing-title" className={styles.sectionTitle}>
            Simple, transparent pricing
          </h2>
          <p className={styles.sectionLead}>Start with a 14-day free trial on any plan.</p>
          <div className={styles.grid}>
            {/* The one plan definition Billing shows too (issue 24 §3: one price truth). */}
            {PLANS.map((plan) => (
              <article
                key={plan.id}
                className={plan.recommended ? styles.tileHighlighted : styles.tile}
                aria-labelledby={`plan-${plan.id}`}
                data-plan={plan.id}
              >
                {plan.recommended && <Badge tone="blue">Recommended</Badge>}
                <h3 id={`plan-${plan.id}`} className={styles.tileTitle}>
                  {plan.name}
                </h3>
                <p className={styles.tileText}>{plan.description}</p>
                <p className={styles.price}>
                  ${plan.price} <span className={styles.priceUnit}>per month</span>
                </p>
                <ul className={styles.featureList}>
                  {plan.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
                <Button
                  variant={plan.recommended ? 'primary' : 'secondary'}
                  onPress={getStarted}
                  aria-label={`Start for free: ${plan.name}`}
                >
                  Start for free
                </Button>
              </article>
            ))}
          </div>
          <p className={styles.sectionLead}>
            Enterprise: a larger organisation, or terms of your own?{' '}
            <Link href="mailto:sales@beaconcrm.example">Contact Sales</Link>
          </p>
          <div className={styles.faq}>
            {faqs.map((faq) => (
              <div key={faq.question}>
                <h3 className={styles.tileTitle}>{faq.question}</h3>
                <p className={styles.tileText}>{faq.answer}</p>
              </div>
            ))}
          </div>
        </section>
      </main>
      <footer className={styles.footer}>
        <div className={styles.footerInner}>
          <span>© 2025 Beacon CRM. All rights reserved.</span>
          <nav className={styles.footerLinks} aria-label="Legal">
            <Link href={paths.privacyPolicy}>Privacy Policy</Link>
            {/* Spec: Terms and Security are dead links. */}
            <Link href="#">Terms</Link>
            <Link href="#">Security</Link>
          </nav>
        </div>
      </footer>
    </div>
  );
}
