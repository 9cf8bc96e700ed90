import { Badge, Button, Link } from '@crm/ui';
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
    title: 'Lead Forms',
    text: 'Capture new leads from your website straight into your contact list.',
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

// Spec section 9, "Landing-page pricing": these differ from the in-app plans on purpose.
const landingPlans = [
  {
    name: 'Starter',
    price: '$29',
    unit: 'per month per user',
    features: ['Up to 1,000 contacts', 'Email campaigns', 'Contact management', 'Email support'],
  },
  {
    name: 'Professional',
    price: '$79',
    unit: 'per month per user',
    popular: true,
    features: [
      'Up to 10,000 contacts',
      'Automation workflows',
      'Advanced analytics',
      'Priority support',
    ],
  },
  {
    name: 'Enterprise',
    price: 'Custom',
    unit: 'pricing',
    enterprise: true,
    features: ['Unlimited contacts', 'Dedicated account manager', 'Custom integrations', 'SLA'],
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
            {landingPlans.map((plan) => (
              <article
                key={plan.name}
                className={plan.popular ? styles.tileHighlighted : styles.tile}
              >
                {plan.popular && <Badge tone="blue">Most Popular</Badge>}
                <h3 className={styles.tileTitle}>{plan.name}</h3>
                <p className={styles.price}>
                  {plan.price} <span className={styles.priceUnit}>{plan.unit}</span>
                </p>
                <ul className={styles.featureList}>
                  {plan.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
                {plan.enterprise ? (
                  <Link href="mailto:sales@beaconcrm.example" variant="standalone">
                    Contact Sales
                  </Link>
                ) : (
                  <Button variant={plan.popular ? 'primary' : 'secondary'} onPress={getStarted}>
                    Start for free
                  </Button>
                )}
              </article>
            ))}
          </div>
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
