import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { ProgressBar } from 'react-aria-components';
import { useOverlayTheme } from '../../layout/overlayTheme';
import { useTheme } from '../../theme/ThemeProvider';
import * as styles from './Loader.css';
import { createLoaderTimer, loaderDefaults, randomSpinnerKind, type SpinnerKind } from './loaderTimer';
import { joinClasses } from '../joinClasses';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps {
  /** Accessible name of the progress indicator. Default 'Loading'. */
  label?: string;
  /** sm 60 (default), md 70 (the app loader and elsewhere), lg 75 (in cards). */
  size?: SpinnerSize;
  /** A fixed kind; by default a random one of the look (six in material, two scan loaders in lcars). */
  kind?: SpinnerKind;
  className?: string;
}

function useLookSafe(): 'material' | 'lcars' {
  try {
    return useTheme().look;
  } catch {
    return 'material';
  }
}

/** `count` empty spans of one class: the dots, bars or blocks a spinner animates one after another. */
function Spans({ count, className }: { count: number; className: string }) {
  return Array.from({ length: count }, (_, index) => <span key={index} className={className} />);
}

function Shape({ kind }: { kind: SpinnerKind }) {
  switch (kind) {
    case 'ring':
      return <span className={styles.ring} />;
    case 'dots':
      return <Spans count={3} className={styles.dot} />;
    case 'bars':
      return <Spans count={4} className={styles.bar} />;
    case 'pulse':
      return <Spans count={2} className={styles.pulseCircle} />;
    case 'orbit':
      return (
        <span className={styles.orbit}>
          <Spans count={2} className={styles.orbitDot} />
        </span>
      );
    case 'square':
      return <span className={styles.square} />;
    case 'scanBar':
      return (
        <span className={styles.scanColumn}>
          <span className={styles.scanBlocks}>
            <Spans count={4} className={styles.scanBlock} />
          </span>
          <span className={styles.scanBar}>
            <span className={styles.scanSegment} />
          </span>
        </span>
      );
    case 'scanRadar':
      return (
        <span className={styles.radar}>
          <span className={styles.radarSweep} />
        </span>
      );
  }
}

/**
 * An indeterminate progress indicator (role progressbar, named by `label`). Under prefers-reduced-motion it
 * stands still.
 */
export function Spinner({ label = 'Loading', size = 'sm', kind, className }: SpinnerProps) {
  const look = useLookSafe();
  const [randomKind] = useState(() => randomSpinnerKind(look));
  const shown = kind ?? randomKind;
  return (
    <ProgressBar
      aria-label={label}
      isIndeterminate
      data-kind={shown}
      className={joinClasses(styles.spinner, styles.size[size], className)}
    >
      <Shape kind={shown} />
    </ProgressBar>
  );
}

export interface LoaderOverlayProps {
  /** Loading is under way. The overlay shows after `showDelay` and hides `hideDelay` after this turns false. */
  isLoading: boolean;
  /** Hide at once when loading ends (no hide delay). */
  force?: boolean;
  /** Shown under the spinner and its accessible name. Default 'Loading'. */
  label?: string;
  /** Default 300 ms. */
  showDelay?: number;
  /** Default 1000 ms. */
  hideDelay?: number;
  /** Default 'md' (70, the app loader). */
  size?: SpinnerSize;
  kind?: SpinnerKind;
}

/**
 * The loading overlay: covers the window with the scrim and a random spinner, only for loads longer than 300 ms,
 * and stays 1 s after the load ends (unless forced) so consecutive loads do not flicker.
 */
export function LoaderOverlay({
  isLoading,
  force = false,
  label = 'Loading',
  showDelay = loaderDefaults.showDelay,
  hideDelay = loaderDefaults.hideDelay,
  size = 'md',
  kind,
}: LoaderOverlayProps) {
  const [visible, setVisible] = useState(false);
  const timer = useRef<ReturnType<typeof createLoaderTimer> | null>(null);
  const theme = useOverlayTheme();

  useEffect(() => {
    const created = createLoaderTimer(setVisible, { showDelay, hideDelay });
    timer.current = created;
    return () => created.dispose();
  }, [showDelay, hideDelay]);

  useEffect(() => {
    if (isLoading) timer.current?.show();
    else timer.current?.hide(force);
  }, [isLoading, force]);

  if (!visible || typeof document === 'undefined') return null;
  return createPortal(
    <div {...theme} className={`${theme.className} ${styles.overlay}`} data-testid="loader-overlay">
      <Spinner label={label} size={size} kind={kind} />
      <span aria-hidden="true" className={styles.label}>
        {label}
      </span>
    </div>,
    document.body,
  );
}
