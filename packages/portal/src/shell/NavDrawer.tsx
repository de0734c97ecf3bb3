import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button, NavigationDrawer, NavigationItem } from '@lcars/ui';
import { getProfileImage, type ProfileImage } from '@lcars/contract';
import { call } from '../core/call';
import { useSessionStore } from '../core/stores/session';
import type { MenuRoute } from './menus';
import { menuTitle } from './titles';
import { displayNameOf, initialOf, pictureUrlOf, wantsPicture } from './profile';
import { useShellMenus } from './useShellMenus';
import * as styles from './shell.css';

const PROFILE_PATH = '/account/manage/profile';

interface NavDrawerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Force the modal drawer (the lcars look has no room for a persistent one). */
  modal?: boolean;
}

/** GET profile/{userId}/image when the user wants the picture shown; null draws the initial. */
function useProfilePicture(): string | null {
  const profile = useSessionStore((state) => state.accountContext?.profile);
  const userId = wantsPicture(profile) ? profile.userId : 0;
  // A new upload changes imageId, which loads the picture again.
  const imageId = profile?.imageId ?? 0;
  const [loaded, setLoaded] = useState<{ userId: number; image: ProfileImage | undefined } | null>(null);

  useEffect(() => {
    if (userId === 0) return undefined;
    let cancelled = false;
    void call(getProfileImage, { params: { userId } }, { toastOnError: false }).then((image) => {
      if (!cancelled) setLoaded({ userId, image });
    });
    return () => {
      cancelled = true;
    };
  }, [userId, imageId]);

  return loaded?.userId === userId ? pictureUrlOf(profile, loaded.image) : null;
}

/** The profile block: picture (or initial when there is none), salutation and name. */
function ProfileBlock() {
  const profile = useSessionStore((state) => state.accountContext?.profile);
  const picture = useProfilePicture();
  const name = displayNameOf(profile);
  const salutation = profile?.preferredSalutation || 'Hello';
  return (
    <div className={styles.profile}>
      {picture ? (
        <img className={styles.avatar} src={picture} alt="" />
      ) : (
        <span className={styles.avatar} aria-hidden="true">
          {initialOf(name)}
        </span>
      )}
      <span className={styles.profileText}>
        <span className={styles.salutation}>{salutation},</span>
        <Link to={PROFILE_PATH} className={styles.link} aria-label={`Profile of ${name || 'this user'}`}>
          {name || 'Profile'}
        </Link>
      </span>
    </div>
  );
}

/**
 * The navigation drawer: every app the user may use with its entries and admin
 * sub-group, the user-settings group, the profile block and sign-out. Hidden offline (the shell decides).
 */
/** A page under its app in the drawer, marked while it is open. */
function NestedItem({ entry, pathname }: { entry: MenuRoute; pathname: string }) {
  return (
    <NavigationItem href={entry.path} isCurrent={pathname === entry.path} className={styles.navNested}>
      {menuTitle(entry.meta)}
    </NavigationItem>
  );
}

export function NavDrawer({ isOpen, onOpenChange, modal }: NavDrawerProps) {
  const { apps, userSettings } = useShellMenus();
  const { pathname } = useLocation();
  const loggingOut = useSessionStore((state) => state.loggingOut);
  const signOut = useSessionStore((state) => state.signOut);

  return (
    <NavigationDrawer
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      modal={modal}
      aria-label="Main"
      className={styles.navDrawer}
      header={<ProfileBlock />}
    >
      <NavigationItem href="/" isCurrent={pathname === '/'}>
        Home
      </NavigationItem>
      {apps.map(({ app, entries, admin }) => (
        <section key={app.id} className={styles.navGroup} aria-label={app.title}>
          <NavigationItem href={app.path} isCurrent={pathname === app.path}>
            {app.title}
          </NavigationItem>
          {entries.map((entry) => (
            <NestedItem key={entry.path} entry={entry} pathname={pathname} />
          ))}
          {admin.length > 0 && (
            <div className={styles.navAdmin} role="group" aria-label={`${app.title} administration`}>
              <p className={styles.navGroupTitle}>Administration</p>
              {admin.map((entry) => (
                <NestedItem key={entry.path} entry={entry} pathname={pathname} />
              ))}
            </div>
          )}
        </section>
      ))}
      {userSettings.length > 0 && (
        <section className={styles.navGroup} aria-label="User settings">
          <p className={styles.navGroupTitle}>User settings</p>
          {userSettings.map((entry) => (
            <NavigationItem key={entry.path} href={entry.path} isCurrent={pathname === entry.path}>
              {menuTitle(entry.meta)}
            </NavigationItem>
          ))}
        </section>
      )}
      <div className={styles.navFooter}>
        <Button
          variant="secondary"
          isDisabled={loggingOut}
          onPress={() => {
            onOpenChange(false);
            void signOut();
          }}
        >
          Sign out
        </Button>
      </div>
    </NavigationDrawer>
  );
}
