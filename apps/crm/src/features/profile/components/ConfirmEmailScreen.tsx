import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link, Logo, Spinner } from '@crm/ui';
import { EMAIL_CHANGE_LINK_INVALID, getErrorMessage } from '@crm/api-client';
import { useConfirmEmail } from '@crm/api-client/react';
import { paths } from '../../../config/paths';
import * as card from '../../../styles/centredCard.css';

/**
 * The page an email change link opens (`/confirm-email?token=`): confirms the new address at once
 * and says what happened. Works signed in or not (the link may open in another browser).
 */
export function ConfirmEmailScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmEmail();
  const { mutate } = confirm;
  useEffect(() => {
    if (token) mutate({ token });
  }, [token, mutate]);

  return (
    <main className={card.page}>
      <div className={card.card}>
        <Logo size="lg" />
        <h1 className={card.title}>Confirm your email</h1>
        {!token ? (
          <p role="alert" className={card.text}>
            {EMAIL_CHANGE_LINK_INVALID}
          </p>
        ) : confirm.isSuccess ? (
          <p role="status" className={card.text}>
            {confirm.data.message}
          </p>
        ) : confirm.isError ? (
          <p role="alert" className={card.text}>
            {getErrorMessage(confirm.error, EMAIL_CHANGE_LINK_INVALID)}
          </p>
        ) : (
          <Spinner aria-label="Confirming your email" />
        )}
        <Link href={paths.profile}>Go to your profile</Link>
      </div>
    </main>
  );
}
