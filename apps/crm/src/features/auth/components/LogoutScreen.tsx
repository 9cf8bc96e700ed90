import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { Spinner } from '@crm/ui';
import { useAuth } from '@crm/api-client/react';
import { paths } from '../../../config/paths';
import * as styles from './AuthLayout.css';

/** /logout: says 'Logging out...', ends the session, then goes to '/' (also when logout fails). */
export function LogoutScreen() {
  const { logout } = useAuth();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    // Strict mode mounts twice in development; log out once.
    if (started.current) return;
    started.current = true;
    void logout().finally(() => navigate(paths.home, { replace: true }));
  }, [logout, navigate]);

  return (
    <main className={styles.page}>
      <div className={styles.centered} role="status">
        <Spinner aria-label="Logging out" />
        <p>Logging out...</p>
      </div>
    </main>
  );
}
