import { RecentActivityList } from '../../../components/RecentActivityList';

export interface NotificationsPanelProps {
  /** Closes the panel: following a link leaves it behind. */
  onNavigate: () => void;
}

/** The panel's body, its own chunk: the shell does not grow by what only an open panel needs. */
export function NotificationsPanel({ onNavigate }: NotificationsPanelProps) {
  return <RecentActivityList onNavigate={onNavigate} />;
}
