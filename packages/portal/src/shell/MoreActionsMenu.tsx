import { IconButton, Menu, MenuItem, MenuSeparator } from '@lcars/ui';
import { useAlertStore, type AlertTypeValue } from '../core/stores/alert';
import type { Look } from '../core/stores/theme';
import { ALERT_CHOICES } from './alertNames';
import { Icon } from './icons';

interface MoreActionsMenuProps {
  /** On a phone the look and sound controls are here instead of in the app bar. */
  phone: boolean;
  muted: boolean;
  dark: boolean;
  look: Look;
  onMute: () => void;
  onDark: () => void;
  onLook: () => void;
}

/** The app bar's "More actions": every alert type, alert settings, and on a phone the look and sound. */
export function MoreActionsMenu({ phone, muted, dark, look, onMute, onDark, onLook }: MoreActionsMenuProps) {
  return (
    <Menu
      aria-label="More actions"
      trigger={
        <IconButton label="More actions">
          <Icon name="more" />
        </IconButton>
      }
      onAction={(key) => {
        const id = String(key);
        if (id === 'mute') onMute();
        else if (id === 'dark') onDark();
        else if (id === 'look') onLook();
        else if (id.startsWith('alert-')) {
          useAlertStore.getState().raise(Number(id.slice('alert-'.length)) as AlertTypeValue);
        }
      }}
    >
      {/* On a phone the look and sound controls move here, so the app bar stays on one line. */}
      {phone && (
        <>
          <MenuItem id="mute">{muted ? 'Unmute sound' : 'Mute sound'}</MenuItem>
          {look === 'material' && <MenuItem id="dark">{dark ? 'Light mode' : 'Dark mode'}</MenuItem>}
          <MenuItem id="look">{look === 'lcars' ? 'Material look' : 'LCARS look'}</MenuItem>
          <MenuSeparator />
        </>
      )}
      {ALERT_CHOICES.map((choice) => (
        <MenuItem key={choice.type} id={`alert-${choice.type}`}>
          {`Raise ${choice.label.charAt(0).toLowerCase()}${choice.label.slice(1)}`}
        </MenuItem>
      ))}
      <MenuItem href="/account/settings/theme#alerts">Alert settings</MenuItem>
    </Menu>
  );
}
