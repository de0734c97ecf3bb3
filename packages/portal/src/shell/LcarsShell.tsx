import { lazy, Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LcarsBlock, LcarsFrame, type LcarsColor } from '@lcars/ui';
import { CLIENT_VERSION } from '@lcars/contract';
import { ShellActions } from './ShellActions';
import { Copyright, OfflineStatus, VERSION_PATH, type ShellState } from './ShellParts';
import { PRODUCT_TITLE } from './titles';
import { useVisibleApps } from './useVisibleApps';
import * as styles from './shell.css';

const NavDrawer = lazy(async () => ({ default: (await import('./NavDrawer')).NavDrawer }));

/** A side-panel block holds about twelve characters: longer app titles show their first word. */
const blockLabel = (title: string): string => (title.length > 12 ? (title.split(' ')[0] ?? title) : title);

const blockColors: LcarsColor[] = ['secondary', 'tertiary', 'quadrinary', 'quinary', 'sexenary', 'septenary'];

/**
 * The lcars look (loaded with the look): the LcarsFrame with elbows, header and footer bars, the alert status
 * block, and a side panel of blocks for the apps; the version block and the copyright line open /version.
 */
export function LcarsShell({
  meta,
  showDrawers,
  navOpen,
  setNavOpen,
  openNotifications,
  children,
}: ShellState) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const visible = useVisibleApps();
  const apps = showDrawers ? visible : [];
  return (
    <>
      <LcarsFrame
        className={styles.frame}
        title={meta.htmlTitle ?? PRODUCT_TITLE}
        topContent={
          <div className={styles.lcarsTop}>
            <ShellActions meta={meta} onOpenNotifications={showDrawers ? openNotifications : undefined} />
            <OfflineStatus />
          </div>
        }
        sidePanel={
          <>
            {showDrawers && (
              // Named by what it shows, "Menu" (issue 29: "Open navigation" missed "click Menu" said to voice
              // control, WCAG 2.5.3); the drawer it opens is the navigation.
              <LcarsBlock color="primary" size="sm" onPress={() => setNavOpen(!navOpen)}>
                Menu
              </LcarsBlock>
            )}
            <LcarsBlock
              color="accent"
              size="sm"
              href="/"
              aria-current={pathname === '/' ? 'page' : undefined}
            >
              Home
            </LcarsBlock>
            {apps.map((app, index) => (
              <LcarsBlock
                key={app.id}
                size="sm"
                color={blockColors[index % blockColors.length]}
                href={app.path}
                aria-current={pathname.startsWith(app.path) ? 'page' : undefined}
                aria-label={blockLabel(app.title) === app.title ? undefined : app.title}
              >
                {blockLabel(app.title)}
              </LcarsBlock>
            ))}
            <LcarsBlock
              color="tertiary"
              size="sm"
              onPress={() => void navigate(VERSION_PATH)}
              aria-label={`Version ${CLIENT_VERSION}`}
            >
              {CLIENT_VERSION}
            </LcarsBlock>
          </>
        }
        footer={<Copyright />}
      >
        {children}
      </LcarsFrame>
      {showDrawers && (
        <Suspense fallback={null}>
          <NavDrawer isOpen={navOpen} onOpenChange={setNavOpen} modal />
        </Suspense>
      )}
    </>
  );
}
