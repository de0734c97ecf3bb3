import { useNavigate } from 'react-router';
import { Button, Menu, MenuItem, MenuSeparator } from '@lcars/ui';
import { SCANNER_BASE } from '../paths';
import { filterSearch, useVocabularies } from '../vocabularies';
import { useScannerClaim } from './shared';

/** The Scanner menu: its pages, then the user's saved views (each opens the list with its filter). */
export function ScannerMenu() {
  const navigate = useNavigate();
  const canRead = useScannerClaim('Read');
  const vocabularies = useVocabularies();
  if (!canRead) return null;
  const views = vocabularies?.savedViews ?? [];
  return (
    <Menu
      trigger={<Button variant="secondary">Scanner menu</Button>}
      onAction={(key) => void navigate(String(key))}
    >
      <MenuItem id={SCANNER_BASE}>Scanner</MenuItem>
      <MenuItem id={`${SCANNER_BASE}/list`}>Scans</MenuItem>
      <MenuItem id={`${SCANNER_BASE}/vocabulary`}>Correspondents, types and fields</MenuItem>
      {views.length > 0 && <MenuSeparator />}
      {views.map((view) => {
        const search = filterSearch(view.filter);
        return (
          <MenuItem
            key={view.id}
            id={`${SCANNER_BASE}/list?${search}${search === '' ? '' : '&'}view=${view.id}`}
          >
            {view.name}
          </MenuItem>
        );
      })}
    </Menu>
  );
}
