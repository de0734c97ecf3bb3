import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Toolbar } from '@lcars/ui';
import * as styles from './areaPage.css';

/** An area as its pages' breadcrumb names it: "Money" at /money, "Admin" at /admin. */
export interface AreaLink {
  title: string;
  path: string;
}

export interface AreaHeaderProps {
  area: AreaLink;
  /** The page's title, the page's one h1. */
  title: string;
  /** The area's home leaves out the way back to itself. */
  home?: boolean;
  /** The page's actions: beside the title, or in the toolbar with `layout="toolbar"`. */
  actions?: ReactNode;
  /** `toolbar`: the title and actions in an @lcars/ui Toolbar (the apps' look), with an optional second row. */
  layout?: 'side' | 'toolbar';
  /** The toolbar's second row (filters, switches). */
  extension?: ReactNode;
  /** The area's own heading size (admin's is larger). */
  headingClassName?: string;
  /** Pages between the area's home and this one, after it in the breadcrumb ("Boxing / Fighters"). */
  trail?: readonly AreaLink[];
}

/** The heading of an area's page: the way back to the area's home, the title and the page's actions. */
export function AreaHeader({
  area,
  title,
  home = false,
  actions,
  layout = 'side',
  extension,
  headingClassName = styles.heading,
  trail,
}: AreaHeaderProps) {
  const breadcrumb = home ? null : (
    <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
      <Link to={area.path} className={styles.link}>
        {area.title}
      </Link>
      {trail?.map((step) => (
        <span key={step.path}>
          {' / '}
          <Link to={step.path} className={styles.link}>
            {step.title}
          </Link>
        </span>
      ))}
    </nav>
  );
  const heading = <h1 className={headingClassName}>{title}</h1>;
  if (layout === 'toolbar') {
    return (
      <div className={styles.titles}>
        {breadcrumb}
        <Toolbar
          aria-label={`${title} toolbar`}
          title={heading}
          {...(extension !== undefined && { extension })}
        >
          {actions}
        </Toolbar>
      </div>
    );
  }
  return (
    <header className={styles.header}>
      <div className={styles.titles}>
        {breadcrumb}
        {heading}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}

export type AppHeaderProps = Omit<AreaHeaderProps, 'area' | 'layout' | 'headingClassName'>;

/** An app's page heading: the title and its actions in the app's toolbar, and the way back to the app's home. */
export function appHeader(area: AreaLink) {
  return function AppHeader(props: AppHeaderProps) {
    return <AreaHeader {...props} area={area} layout="toolbar" />;
  };
}
