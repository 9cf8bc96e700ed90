import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Skeleton,
  Switch,
  toast,
} from '@crm/ui';
import { WARMUP_DAILY_GROWTH, WARMUP_FIRST_DAY_CAP } from '@crm/api-client';
import { useSaveWarmup, useWarmup } from '@crm/api-client/react';
import { LoadError } from '../../../components/LoadError';
import * as styles from './SendingDomainScreen.css';

export const WARMUP_LOAD_ERROR = 'Error loading your warm-up. Please try again.';

const count = (n: number) => n.toLocaleString('en');

/**
 * The optional warm-up (issue 30 §3): a new domain's daily cap, growing for four weeks, that the
 * sending engine keeps to; mail over the day's cap waits for the next day.
 */
export function WarmupCard() {
  const warmup = useWarmup();
  const save = useSaveWarmup();
  const data = warmup.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>Warm-up</CardTitle>
        <CardDescription>
          A new domain has no reputation yet: sending a little at first, then more each day, keeps
          its mail out of spam folders
        </CardDescription>
      </CardHeader>
      <CardContent className={styles.warmup}>
        {warmup.isError ? (
          <LoadError message={WARMUP_LOAD_ERROR} />
        ) : !data ? (
          <Skeleton height="4rem" />
        ) : (
          <>
            <Switch
              isSelected={data.startedOn !== null}
              isDisabled={save.isPending}
              onChange={(enabled) =>
                save.mutate(
                  { enabled },
                  {
                    onError: () =>
                      toast({
                        title: 'Error',
                        description: 'Failed to save the warm-up',
                        variant: 'destructive',
                      }),
                  },
                )
              }
            >
              Warm up this domain
            </Switch>
            <p className={styles.message} aria-live="polite">
              {data.today
                ? `Day ${data.today.day} of ${data.days}: up to ${count(data.today.cap)} messages today, ${count(data.today.taken)} sent. Mail over the day's cap waits, queued, for the next day (UTC).`
                : data.startedOn
                  ? `The warm-up that began on ${data.startedOn} is over: no daily cap.`
                  : `Off: mail goes out as fast as your mail server takes it. On, the first day takes ${WARMUP_FIRST_DAY_CAP} messages and each day ${Math.round((WARMUP_DAILY_GROWTH - 1) * 100)} % more, for ${data.days} days.`}
            </p>
          </>
        )}
      </CardContent>
    </Card>
  );
}
