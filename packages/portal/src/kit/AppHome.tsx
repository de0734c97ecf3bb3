// The frame and the home page pieces every app had copied from Money's layout.
import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router';
import { Card } from '@lcars/ui';
import * as styles from './areaPage.css';

/** An app's frame: its pages in the area grid. */
export function AppFrame() {
  return (
    <div className={styles.page}>
      <Outlet />
    </div>
  );
}

/** The way from an app's home back to the portal's home, in the home page's toolbar. */
export function HomeLink() {
  return (
    <Link to="/" className={styles.link}>
      Home
    </Link>
  );
}

/** One card of an app home: a page, a line about it and the link that opens it ("Open <title>"). */
export interface HomeCard {
  path: string;
  title: string;
  text: ReactNode;
  linkText?: string;
}

/** An app home's cards, one per page the user may open; `label` names the list. */
export function HomeCards({ label, cards }: { label: string; cards: readonly HomeCard[] }) {
  return (
    <ul className={styles.cards} aria-label={label}>
      {cards.map((card) => (
        <li key={card.path} className={styles.cardItem}>
          <Card title={card.title} headingLevel={2}>
            <p className={styles.muted}>{card.text}</p>
            <p>
              <Link to={card.path} className={styles.link}>
                {card.linkText ?? `Open ${card.title}`}
              </Link>
            </p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
