import { useState } from 'react';
import { Button, Dialog, Modal } from '@crm/ui';
import { industries, type Industry } from './landingMenus';
import * as styles from './LandingPage.css';

/**
 * The product tour, recorded from the running product by `npm run demo:record` (VP9 WebM with
 * English captions). It is a static file, so the dialog still copes when it cannot load.
 */
export const DEMO_VIDEO_SRC = '/media/beacon-crm-demo.webm';
export const DEMO_CAPTIONS_SRC = '/media/beacon-crm-demo.en.vtt';
export const DEMO_POSTER_SRC = '/demo-poster.svg';
/**
 * What the tour is, as long and about what it really is (34 s: contacts, a template, a campaign,
 * the outbox and analytics). Re-recording it? Keep this true: a story checks the length.
 */
export const DEMO_DESCRIPTION =
  'A half-minute tour of contacts, email templates, campaigns and analytics.';
export const VIDEO_UNAVAILABLE_MESSAGE =
  'The demo video could not be loaded. Pick your industry below to start your free trial instead.';

export interface WatchDemoDialogProps {
  /** Called with the industry the visitor picks. */
  onChooseIndustry: (industry: Industry) => void;
  /** Called when the dialog asks to close (Escape, the close button, a click outside). */
  onOpenChange: (isOpen: boolean) => void;
  /**
   * The video source; a missing file shows the poster with a message.
   * @default '/media/beacon-crm-demo.webm'
   */
  videoSrc?: string;
  /**
   * The WebVTT captions of the video.
   * @default '/media/beacon-crm-demo.en.vtt'
   */
  captionsSrc?: string;
}

/**
 * The Watch demo dialog: a local video (poster and message when it cannot load) and an industry
 * picker. Loaded on demand, so the landing page ships without the overlay code.
 */
export function WatchDemoDialog({
  onChooseIndustry,
  onOpenChange,
  videoSrc = DEMO_VIDEO_SRC,
  captionsSrc = DEMO_CAPTIONS_SRC,
}: WatchDemoDialogProps) {
  const [videoFailed, setVideoFailed] = useState(false);
  const [chosen, setChosen] = useState<Industry | null>(null);

  return (
    <Modal size="lg" isOpen onOpenChange={onOpenChange}>
      <Dialog title="See Beacon CRM in action" description={DEMO_DESCRIPTION}>
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
              <source src={videoSrc} type="video/webm" onError={() => setVideoFailed(true)} />
              {/* Captions on by default: the tour has no narration, the captions tell it. */}
              <track kind="captions" src={captionsSrc} srcLang="en" label="English" default />
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
