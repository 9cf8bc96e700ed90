import { useState } from 'react';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  CheckIcon,
  Link,
  visuallyHidden,
} from '@crm/ui';
import { paths } from '../../../config/paths';
import * as styles from './FirstRunChecklist.css';

/** Where a user's dismissal is remembered: per user, so a shared browser does not hide another's. */
export const checklistStorageKey = (userId: number) => `firstRunChecklistDismissed:${userId}`;

function readDismissed(key: string): boolean {
  try {
    return localStorage.getItem(key) === 'true';
  } catch {
    return false; // storage blocked: show it; dismissing still hides it for this visit
  }
}

export interface ChecklistProgress {
  /** Has at least one contact (added or imported). */
  hasContacts: boolean;
  /** Has at least one email template. */
  hasTemplate: boolean;
  /** Has sent (or is sending) a campaign. */
  hasSent: boolean;
}

export interface FirstRunChecklistProps extends ChecklistProgress {
  /** The signed-in user's id: the dismissal is remembered for this user. */
  userId: number;
}

/**
 * Getting started, while the account is new: each step ticks from the account's real data, and
 * the card goes away once every step is done or the user dismisses it.
 */
export function FirstRunChecklist({
  userId,
  hasContacts,
  hasTemplate,
  hasSent,
}: FirstRunChecklistProps) {
  const key = checklistStorageKey(userId);
  const [isDismissed, setDismissed] = useState(() => readDismissed(key));
  const steps = [
    { label: 'Add or import contacts', href: paths.contacts, done: hasContacts },
    { label: 'Design an email template', href: paths.emailTemplates, done: hasTemplate },
    { label: 'Send your first campaign', href: paths.campaigns, done: hasSent },
  ];
  if (isDismissed || steps.every((step) => step.done)) return null;

  const dismiss = () => {
    setDismissed(true);
    try {
      localStorage.setItem(key, 'true');
    } catch {
      // Not remembered, but hidden for this visit.
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>Get started</CardTitle>
        <CardDescription>
          {steps.filter((step) => step.done).length} of {steps.length} steps done
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className={styles.list} aria-label="Getting started steps">
          {steps.map((step) => (
            <li key={step.label} className={styles.item}>
              <span className={styles.mark} data-done={step.done || undefined} aria-hidden="true">
                {step.done && <CheckIcon width={14} height={14} />}
              </span>
              {step.done ? (
                <span className={styles.done}>
                  {step.label}
                  {/* The line-through alone would not say "done". */}
                  <span className={visuallyHidden}> (done)</span>
                </span>
              ) : (
                <Link href={step.href}>{step.label}</Link>
              )}
            </li>
          ))}
        </ul>
        <div className={styles.footer}>
          <Button variant="ghost" size="sm" onPress={dismiss}>
            Dismiss
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
