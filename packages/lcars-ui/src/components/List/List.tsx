import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Checkbox as AriaCheckbox,
  GridList,
  GridListItem,
  type Key,
  type Selection,
} from 'react-aria-components';
import { FieldIcon, fieldStyles, joinClasses } from '../field';
import * as checkboxStyles from '../Checkbox/Checkbox.css';
import * as styles from './List.css';

export interface ListItem {
  id: Key;
  /** The item's text; it also names the item. */
  title: string;
  /** A second, quieter line. */
  description?: ReactNode;
}

export interface ListProps<T extends ListItem> {
  'aria-label'?: string;
  'aria-labelledby'?: string;
  items: readonly T[];
  /** Draws an item's content; default its title and description. */
  renderItem?: (item: T) => ReactNode;
  /** Check boxes to select items. Default 'none'. */
  selectionMode?: 'none' | 'single' | 'multiple';
  selectedKeys?: Iterable<Key>;
  defaultSelectedKeys?: Iterable<Key>;
  onSelectionChange?: (keys: Set<Key>) => void;
  /** Adds a delete button to each item. */
  onDelete?: (item: T) => void;
  /** Pressing an item (Enter, click) when it is not a selection press. */
  onAction?: (id: Key) => void;
  /** Text of an empty list. Default 'No Items Available'. */
  emptyText?: string;
  className?: string;
}

/**
 * A list of items (react-aria GridList: arrow keys move between items and into their buttons) with optional
 * check-box selection and a delete button per item.
 */
export function List<T extends ListItem>({
  items,
  renderItem,
  selectionMode = 'none',
  selectedKeys,
  defaultSelectedKeys,
  onSelectionChange,
  onDelete,
  onAction,
  emptyText = 'No Items Available',
  className,
  ...aria
}: ListProps<T>) {
  return (
    <GridList
      {...aria}
      items={items}
      selectionMode={selectionMode}
      selectionBehavior="toggle"
      selectedKeys={selectedKeys}
      defaultSelectedKeys={defaultSelectedKeys}
      onSelectionChange={(keys: Selection) =>
        onSelectionChange?.(keys === 'all' ? new Set(items.map((item) => item.id)) : new Set(keys))
      }
      onAction={onAction}
      dependencies={[onDelete, renderItem]}
      renderEmptyState={() => <div className={styles.empty}>{emptyText}</div>}
      className={joinClasses(styles.list, className)}
    >
      {(item) => (
        <GridListItem id={item.id} textValue={item.title} className={styles.item}>
          {selectionMode !== 'none' ? (
            <AriaCheckbox slot="selection" className={checkboxStyles.checkbox}>
              <span className={checkboxStyles.box} aria-hidden="true">
                <svg viewBox="0 0 18 18" className={checkboxStyles.mark}>
                  <polyline fill="none" points="3.5 9.5 7.5 13 14.5 5" />
                </svg>
              </span>
            </AriaCheckbox>
          ) : null}
          <div className={styles.content}>
            {renderItem ? (
              renderItem(item)
            ) : (
              <>
                <span className={styles.title}>{item.title}</span>
                {item.description ? <span className={styles.description}>{item.description}</span> : null}
              </>
            )}
          </div>
          {onDelete ? (
            <AriaButton
              className={joinClasses(fieldStyles.iconButton, styles.deleteButton)}
              aria-label={`Delete ${item.title}`}
              onPress={() => onDelete(item)}
            >
              <FieldIcon name="close" />
            </AriaButton>
          ) : null}
        </GridListItem>
      )}
    </GridList>
  );
}
