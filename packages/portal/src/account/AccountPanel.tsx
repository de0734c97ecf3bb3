import type { ReactNode } from 'react';
import { Link } from 'react-router';
import * as styles from './account.css';

/** A page of the signed-out account screens (sign in, register, reset...): its heading above its card. */
export function AccountPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.layout}>
      <div className={styles.panel}>
        <h1 className={styles.title}>{title}</h1>
        {children}
      </div>
    </div>
  );
}

/** The way back to the sign-in page. */
export function SignInLink({ children = 'Go to sign in' }: { children?: ReactNode }) {
  return (
    <Link className={styles.link} to="/account/login">
      {children}
    </Link>
  );
}
