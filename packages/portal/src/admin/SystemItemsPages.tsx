import { SystemItemType } from '@lcars/contract';
import { SystemItemsPage } from '../kit/SystemItemsPage';
import { ADMIN_BASE } from './pages';
import * as styles from './admin.css';

const ADMIN_AREA = { title: 'Admin', path: ADMIN_BASE };

/** /admin/system-item/prefixes: name prefixes (system type 8). */
export function NamePrefixesPage() {
  return (
    <SystemItemsPage
      type={SystemItemType.NamePrefixes}
      title="Name prefixes"
      itemName="Prefix"
      area={ADMIN_AREA}
      headingClassName={styles.heading}
    />
  );
}

/** /admin/system-item/suffixes: name suffixes (system type 9). */
export function NameSuffixesPage() {
  return (
    <SystemItemsPage
      type={SystemItemType.NameSuffixes}
      title="Name suffixes"
      itemName="Suffix"
      area={ADMIN_AREA}
      headingClassName={styles.heading}
    />
  );
}
