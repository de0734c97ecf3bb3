import { Badge } from '../components/Badge';
import { IconButton } from '../components/IconButton';
import { BellIcon, MenuIcon, MoreIcon } from '../components/IconButton/icons';
import { LcarsBlock } from '../components/LcarsBlock';
import type { ToastEvent } from '../components/Toast';

// Stories and visual tests only: example content both show, kept in one place so that a story shows what its
// reference image shows.

/** The app bar's drawer toggle. */
export const appBarNavigation = (
  <IconButton label="Open navigation">
    <MenuIcon />
  </IconButton>
);

/** The app bar's actions: the bell with 4 unread notifications, and the more menu's button. */
export const appBarActions = (
  <>
    <Badge content={4} label="4 unread notifications">
      <IconButton label="Notifications">
        <BellIcon />
      </IconButton>
    </Badge>
    <IconButton label="More actions">
      <MoreIcon />
    </IconButton>
  </>
);

/** Two blocks of an LCARS side panel. */
export const sidePanelBlocks = (
  <>
    <LcarsBlock href="#home" color="secondary">
      Home
    </LcarsBlock>
    <LcarsBlock href="#ledger" color="quinary">
      Ledger
    </LcarsBlock>
  </>
);

/** One sticky toast of each type, the error one with a link. */
export const sampleToasts: ToastEvent[] = [
  { type: 'info', title: 'Sync', text: 'Recipes are up to date.', sticky: true },
  { type: 'success', text: 'Save complete!', sticky: true },
  {
    type: 'warning',
    title: 'Offline',
    text: 'Apps not enabled for offline use are unavailable on this device.',
    sticky: true,
  },
  {
    type: 'error',
    title: 'Error',
    text: 'An error occurred while trying to make the api call.',
    sticky: true,
    navTo: '#/account/notification/manage',
    navTitle: 'Details',
  },
];
