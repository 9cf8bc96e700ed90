import { useState } from 'react';
import { Button, Dialog, Modal } from '@crm/ui';
import { industries, type Industry } from './landingMenus';
import * as styles from './LandingPage.css';

/** The local demo video; it ships separately, so the dialog must work when it is absent. */
export const DEMO_VIDEO_SRC = '/media/beacon-crm-demo.mp4';
export const DEMO_POSTER_SRC = '/demo-poster.svg';
export const VIDEO_UNAVAILABLE_MESSAGE =
  'The demo video could not be loaded. Pick your industry below to start your free trial instead.';

export interface WatchDemoDialogProps {
  /** Called with the industry the visitor picks. */
  onChooseIndustry: (industry: Industry) => void;
  /** Called when the dialog asks to close (Escape, the close button, a click outside). */
  onOpenChange: (isOpen: boolean) => void;
  /**
   * The video source; a missing file shows the poster with a message.
   * @default '/media/beacon-crm-demo.mp4'
   */
  videoSrc?: string;
}

/**
 * The Watch demo dialog: a local video (poster and message when it cannot load) and an industry
 * picker. Loaded on demand, so the landing page ships without the overlay code.
 */
export function WatchDemoDialog({
  onChooseIndustry,
  onOpenChange,
  videoSrc = DEMO_VIDEO_SRC,
}: WatchDemoDialogProps) {
  const [videoFailed, setVideoFailed] = useState(false);
  const [chosen, setChosen] = useState<Industry | null>(null);

  return (
    <Modal size="lg" isOpen onOpenChange={onOpenChange}>
      <Dialog
        title="See Beacon CRM in action"
        description="A two-minute tour of contacts, campaigns and automation."
      >
        <div className={styles.videoFrame}>
          {videoFailed ? (
            <div
              className={styles.videoFallback}
              style={{ backgroundImage: `url(${DEMO_POSTER_SRC})` }}
              role="img"
              aria-label="Demo video poster"
            >
              <p className={styles.videoMessage} role="status">
                {VIDEO_UNAVAILABLE_MESSAGE}
              </p>
            </div>
          ) : (
            <video
              className={styles.video}
              controls
              preload="metadata"
              poster={DEMO_POSTER_SRC}
              aria-label="Beacon CRM demo video"
              onError={() => setVideoFailed(true)}
            >
              <source src={videoSrc} type="video/mp4" onError={() => setVideoFailed(true)} />
            </video>
          )}
        </div>
        <p className={styles.pickerLabel} id="industry-picker-label">
          What industry are you in?
        </p>
        <div className={styles.industryGrid} role="group" aria-labelledby="industry-picker-label">
          {industries.map(({ value, label }) => (
            <Button
              key={value}
              variant={chosen === value ? 'primary' : 'secondary'}
              aria-pressed={chosen === value}
              onPress={() => {
                setChosen(value);
                onChooseIndustry(value);
              }}
            >
              {label}
            </Button>
          ))}
        </div>
      </Dialog>
    </Modal>
  );
}
