import {
  Avatar,
  Button,
  Menu,
  MenuHeader,
  MenuItem,
  MenuSection,
  MenuSeparator,
  MenuTrigger,
  visuallyHidden,
} from '@crm/ui';
import { paths } from '../../../config/paths';
import * as styles from './AppShell.css';

export interface UserMenuProps {
  /**
   * The signed-in user's name ('User' when it has none).
   * @default 'User'
   */
  name?: string;
  /**
   * The signed-in user's email.
   * @default ''
   */
  email?: string;
  /** Log out was chosen. */
  onLogOut: () => void;
}

/** The avatar menu of the shell: name and email, Profile, Billing, Log out. */
export function UserMenu({ name = 'User', email = '', onLogOut }: UserMenuProps) {
  return (
    <MenuTrigger>
      <Button variant="ghost" className={styles.avatarButton}>
        {/* The name comes from the content: 'Account menu for' plus the avatar's own name. */}
        <span className={visuallyHidden}>Account menu for </span>
        <Avatar name={name} size="sm" />
      </Button>
      <Menu aria-label="Account" placement="bottom end">
        <MenuSection aria-label="Signed in as">
          <MenuHeader>
            <span className={styles.menuName}>{name}</span>
            <span className={styles.menuEmail}>{email}</span>
          </MenuHeader>
          <MenuItem id="profile" href={paths.profile}>
            Profile
          </MenuItem>
          <MenuItem id="billing" href={paths.billing}>
            Billing
          </MenuItem>
        </MenuSection>
        <MenuSeparator />
        <MenuItem id="logout" variant="destructive" onAction={onLogOut}>
          Log out
        </MenuItem>
      </Menu>
    </MenuTrigger>
  );
}
