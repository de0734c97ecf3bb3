import { useEffect, useRef, useState } from 'react';
import type {} from 'altcha/types/react';
import { getRegistrationChallenge, pathOf } from '@lcars/contract';
import { API_PREFIX } from '../core/api';
import * as styles from './PersonCheck.css';

/** The widget's states (altcha's State enum). */
type CheckState = 'unverified' | 'verifying' | 'verified' | 'expired' | 'error' | 'code';

interface AltchaWidget extends HTMLElement {
  verify(): void;
}

interface PersonCheckProps {
  /** The solved challenge (the `altcha` field of the registration), or null while there is none. */
  onProof: (proof: string | null) => void;
  /** The server's word on the proof, when it refused it. */
  errorMessage?: string | undefined;
}

/**
 * The registration's proof of work (ALTCHA): the browser solves the server's challenge while the person fills
 * in the form, about a second of one core, with nothing sent to another site. Shown as a checkbox that ticks
 * itself; it starts again when a challenge expires.
 */
export function PersonCheck({ onProof, errorMessage }: PersonCheckProps) {
  const widget = useRef<AltchaWidget>(null);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    let alive = true;
    void import('./personCheckWidget').then(() => alive && setLoaded(true));
    return () => {
      alive = false;
    };
  }, []);

  useEffect(() => {
    const element = widget.current;
    if (!loaded || !element) return;
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: CheckState; payload?: string }>).detail;
      onProof(state === 'verified' && payload ? payload : null);
      if (state === 'expired') element.verify();
    };
    element.addEventListener('statechange', onState);
    return () => element.removeEventListener('statechange', onState);
  }, [loaded, onProof]);

  return (
    <div className={styles.check}>
      {loaded && (
        <altcha-widget
          ref={widget}
          challenge={API_PREFIX + pathOf(getRegistrationChallenge, {})}
          auto="onload"
          name="altcha"
          configuration={JSON.stringify({ hideFooter: true, hideLogo: true })}
        />
      )}
      {errorMessage && (
        <p className={styles.error} role="alert">
          {errorMessage}
        </p>
      )}
    </div>
  );
}
